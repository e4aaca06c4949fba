/** What other features may use of the i18n feature; the rest of its folder is internal. */
export { LANGUAGE_NAMES } from './languages';
