import type { HostContext } from '../context.js';

/**
 * The provider's global, loading its script first when the page does not have it yet. Resolves
 * undefined when neither works; the driver turns that into its own spec message.
 */
export async function loadGlobal<T>(context: HostContext, name: string, url: string): Promise<T | undefined> {
  const read = () => (context.window as unknown as Record<string, unknown>)[name] as T | undefined;
  if (read()) return read();
  try {
    await context.loadScript(url);
  } catch (err) {
    context.log('warn', `Failed to load ${url}`, err);
  }
  return read();
}
