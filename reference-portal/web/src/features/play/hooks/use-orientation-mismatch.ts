import { useEffect, useState } from 'react';

/** True on a touch screen held the other way round from the game's orientation. */
export function useOrientationMismatch(orientation: string | undefined): boolean {
  const [portrait, setPortrait] = useState(() => matchMedia('(orientation: portrait)').matches);
  useEffect(() => {
    const query = matchMedia('(orientation: portrait)');
    const update = () => setPortrait(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  const touch = typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;
  if (!touch) return false;
  return (orientation === 'Horizontal' && portrait) || (orientation === 'Vertical' && !portrait);
}
