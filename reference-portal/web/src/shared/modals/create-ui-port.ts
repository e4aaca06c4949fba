import type { AcceptedDocument, UiPort } from '@playport/host';
import type { ModalStore } from './modal-store';

/** The host's UI port, answered by the portal's own modals. */
export function createUiPort(modals: ModalStore): UiPort {
  return {
    showInfo: (o) => modals.open({ kind: 'info', ...o }, undefined),
    showTextCopy: (o) => modals.open({ kind: 'textCopy', ...o }, undefined),
    showLinkShare: (o) => modals.open({ kind: 'linkShare', ...o }, undefined),
    showIframe: (o) => modals.open({ kind: 'iframe', ...o }, undefined),
    showLogin: (o) => modals.open({ kind: 'login', game: o.game }, false),
    showReportIssue: (o) =>
      modals.open<{ message: string; email: string } | null>({ kind: 'reportIssue', send: o.send }, null),
    showAcceptDocuments: (o) =>
      modals.open<readonly AcceptedDocument[] | null>(
        { kind: 'acceptDocuments', documents: o.documents, accept: o.accept },
        null,
      ),
    showShare: (o) => modals.open({ kind: 'share', ...o }, undefined),
    showPushPrompt: (o) => modals.open({ kind: 'pushPrompt', game: o.game }, false),
    showPersonalInfo: (o) =>
      modals.open<{ email: string; phone: string; autoConfirm: boolean } | null>(
        { kind: 'personalInfo', email: o.email, emailRequired: o.emailRequired, compact: o.compact },
        null,
      ),
    showCardCheckout: (o) =>
      modals.open<'completed' | 'closed'>({ kind: 'cardCheckout', mount: (c, done) => o.mount(c, done) }, 'closed'),
    showCheckoutWindow: (o) =>
      modals.open<'cancelled' | 'closed'>({ kind: 'checkoutWindow', focus: o.focus, signal: o.signal }, 'closed'),
    closeAll: () => modals.closeAll(),
  };
}
