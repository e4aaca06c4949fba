/**
 * The default UI of the Playport host: accessible preact modals implementing the UI port, for
 * partner pages that have no UI of their own.
 *
 * @packageDocumentation
 */

/** Creates the default preact UI; pass it as `createHost({ ui })`. */
export { createDefaultUi } from './create-default-ui.js';
/** The port the default UI implements. */
export type {
  AcceptedDocument,
  CardCheckoutOptions,
  CheckoutWindowOptions,
  DocumentToAccept,
  IssueReport,
  PersonalInfoAnswer,
  PersonalInfoRequest,
  UiPort,
} from '../ui-port.js';
