/** What other features may use of the play feature; the rest of its folder is internal. */
export { portalPaymentFlow } from './portal-payments';
