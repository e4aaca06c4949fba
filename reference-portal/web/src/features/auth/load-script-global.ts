const loads = new Map<string, Promise<unknown>>();

/**
 * The global `name` a classic script defines: the page's own when it has one, else `url` loaded once
 * per page with `loadScript` (the host context's). A script that fails to load is tried again on the
 * next call; one that loads without defining the global rejects.
 *
 * @example `const turnstile = await loadScriptGlobal<TurnstileApi>(context.loadScript, 'turnstile', url);`
 */
export function loadScriptGlobal<T>(loadScript: (url: string) => Promise<void>, name: string, url: string): Promise<T> {
  const read = () => (window as unknown as Record<string, T | undefined>)[name];
  const present = read();
  if (present) return Promise.resolve(present);
  let load = loads.get(name) as Promise<T> | undefined;
  if (!load) {
    load = loadScript(url).then(
      () => read() ?? Promise.reject(new Error(`${url} did not define ${name}`)),
      (error: unknown) => {
        loads.delete(name);
        throw error;
      },
    );
    loads.set(name, load);
  }
  return load;
}
