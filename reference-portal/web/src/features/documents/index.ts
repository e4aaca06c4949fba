/** What other features may use of the documents feature; the rest of its folder is internal. */
export { documentViewerType } from './viewer-type';
