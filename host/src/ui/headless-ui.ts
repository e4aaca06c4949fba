import type { UiPort } from './ui-port.js';

/**
 * A UI that shows nothing and answers at once as if the player closed each modal: sign-in and push
 * prompts decline, the report, accept-documents, personal-info and card-checkout modals are dismissed (a purchase that
 * needs them is cancelled); the checkout-window notice is not shown and ends with its payment. It is
 * the core's default so the core carries no UI code; pass `createDefaultUi()` from
 * `@playport/host/ui/default` for real modals.
 *
 * @example
 * ```ts
 * const host = createHost({ ui: createHeadlessUi() });
 * ```
 */
export function createHeadlessUi(): UiPort {
  return {
    headless: true,
    showInfo: async () => {},
    showTextCopy: async () => {},
    showLinkShare: async () => {},
    showIframe: async () => {},
    showLogin: async () => false,
    showReportIssue: async () => null,
    showAcceptDocuments: async () => null,
    showShare: async () => {},
    showPushPrompt: async () => false,
    showPersonalInfo: async () => null,
    showCardCheckout: async () => 'closed',
    showCheckoutWindow: ({ signal }) => untilAborted(signal),
    closeAll: () => {},
  };
}

const untilAborted = (signal: AbortSignal) =>
  new Promise<'closed'>((resolve) => {
    if (signal.aborted) resolve('closed');
    else signal.addEventListener('abort', () => resolve('closed'), { once: true });
  });
