import { PLATFORM_NAMES } from './platforms.generated.js';

/** The route names of the platform adapters the spec defines, in the spec's order (platforms.json). */
export const ADAPTER_NAMES = Object.freeze(PLATFORM_NAMES);

/** One of the spec's adapter route names. */
export type AdapterName = (typeof ADAPTER_NAMES)[number];

/** The adapter used when nothing names one (spec: adapter resolution). */
export const DEFAULT_ADAPTER_NAME: AdapterName = 'fxid';
