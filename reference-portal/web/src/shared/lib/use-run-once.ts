import { useEffect, useRef } from 'react';

/** Runs an effect once per mounted page, even under StrictMode's double mount (tokens are single use). */
export function useRunOnce(run: () => void) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    run();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
