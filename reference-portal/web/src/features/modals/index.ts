/** What other features may use of the modals feature; the rest of its folder is internal. */
export { useSendSupportMessage } from './hooks/use-send-support-message';
