import { ADAPTER_NAMES, type AdapterName } from '@playport/host/adapter-kit';

/**
 * A table with one entry per platform of platforms.json, as a list in the manifest's order. `names`
 * are the manifest's route names: a platform the table misses, or an entry the manifest does not
 * have, throws naming it, so a new platform cannot skip the table silently.
 */
export function byPlatform<T>(
  table: string,
  entries: Readonly<Partial<Record<string, T>>>,
  names: readonly string[] = ADAPTER_NAMES,
): { name: AdapterName; entry: T }[] {
  const extra = Object.keys(entries).find((name) => !names.includes(name));
  if (extra !== undefined) throw new Error(`${table} has "${extra}", which platforms.json does not`);
  return names.map((name) => {
    const entry = entries[name];
    if (entry === undefined) throw new Error(`${table} has no entry for "${name}" of platforms.json`);
    return { name: name as AdapterName, entry };
  });
}
