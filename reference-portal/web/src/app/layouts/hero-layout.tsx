import { Outlet } from 'react-router';

/** The hero layout of the landing and the personal-information step. */
export function HeroLayout() {
  return (
    <div className="hero-layout">
      <Outlet />
    </div>
  );
}
