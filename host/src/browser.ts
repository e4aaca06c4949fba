/**
 * The self-contained ESM bundle for partner pages without a bundler: every entry of the package
 * (`@playport/host`, `/adapter-kit`, `/api`) plus the default UI, in one file
 * (`dist/browser/playport-host.js`).
 *
 * @packageDocumentation
 */
export * from './index.js';
export * from './entries/adapter-kit.js';
export * from './entries/api.js';
/** Creates the default preact UI; pass it as `createHost({ ui })`. */
export { createDefaultUi } from './ui/default/index.js';
