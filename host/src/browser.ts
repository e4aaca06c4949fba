/**
 * The self-contained ESM bundle for partner pages without a bundler: the whole host entry plus the
 * default UI, in one file (`dist/browser/playport-host.js`).
 *
 * @packageDocumentation
 */
export * from './index.js';
/** Creates the default preact UI; pass it as `createHost({ ui })`. */
export { createDefaultUi } from './ui/default/index.js';
