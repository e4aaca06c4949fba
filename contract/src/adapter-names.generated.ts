// Generated from platforms.json by scripts/platforms.mjs: edit the manifest and run the script.

/** The route names of the platform adapters, in the spec's order. */
export const ADAPTER_NAMES = Object.freeze([
  'fxid',
  'ok',
  'vkplay',
  'vkcom',
  'yandex',
  'ag',
  'kg',
  'fbgames',
  'fbinstantgames',
  'crazygames',
  'ymobage',
  'telegram',
  'fxlauncher',
  'fxnative',
  'steam',
] as const);

/** One of the spec's adapter route names. */
export type AdapterName = (typeof ADAPTER_NAMES)[number];
