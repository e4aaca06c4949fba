import manifest from '../../platforms.json' with { type: 'json' };

/** Every adapter a game runs under locally, by its route name (platforms.json). */
export const ADAPTERS: readonly string[] = Object.freeze(manifest.platforms.map((p) => p.name));

/** The platform enum name of an adapter (`vkcom` → `VkontakteCom`), as the API and game configs name it. */
export const PLATFORM_OF: Readonly<Record<string, string>> = Object.freeze(
  Object.fromEntries(manifest.platforms.map((p) => [p.name, p.platform])),
);
