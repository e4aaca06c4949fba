/**
 * Shares one running promise per key: a second Buy for the same sku while the first is still open
 * (a double click) joins it instead of creating another order.
 *
 * @example
 * ```ts
 * const once = createSingleFlight<string>();
 * once('gems_100', () => buy('gems_100'));
 * ```
 */
export function createSingleFlight<T>() {
  const running = new Map<string, Promise<T>>();
  return (key: string, run: () => Promise<T>): Promise<T> => {
    const current = running.get(key);
    if (current) return current;
    const started = run().finally(() => running.delete(key));
    running.set(key, started);
    return started;
  };
}
