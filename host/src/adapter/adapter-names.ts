/** The route names of the platform adapters the spec defines, in the spec's order. */
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

/** The adapter used when nothing names one (spec: adapter resolution). */
export const DEFAULT_ADAPTER_NAME: AdapterName = 'fxid';
