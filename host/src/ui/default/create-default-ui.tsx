import { render, type VNode } from 'preact';
import type { AcceptedDocument, IssueReport, PersonalInfoAnswer, UiPort } from '../ui-port.js';
import { AcceptDocumentsModal } from './accept-documents-modal.js';
import { CardCheckoutModal } from './card-checkout-modal.js';
import { CheckoutWindowModal } from './checkout-window-modal.js';
import { IframeModal } from './iframe-modal.js';
import { InfoModal } from './info-modal.js';
import { isMac } from './is-mac.js';
import { LinkShareModal } from './link-share-modal.js';
import { LoginModal } from './login-modal.js';
import { PersonalInfoModal } from './personal-info-modal.js';
import { PushPromptModal } from './push-prompt-modal.js';
import { ReportIssueModal } from './report-issue-modal.js';
import { ShareModal } from './share-modal.js';
import { TextCopyModal } from './text-copy-modal.js';

/**
 * The default UI: small, accessible preact modals for partner pages without their own. One modal is
 * open at a time; opening another dismisses the current one (it resolves as if closed). All text is
 * rendered as text, never as HTML.
 *
 * @example
 * ```ts
 * import { createDefaultUi } from '@playport/host/ui/default';
 * const host = createHost({ ui: createDefaultUi() });
 * ```
 */
export function createDefaultUi(root?: HTMLElement): UiPort {
  let active: { dismiss: () => void } | null = null;

  function open<T>(dismissed: T, view: (done: (value: T) => void) => VNode): Promise<T> {
    active?.dismiss();
    const parent = root ?? document.body;
    const container = parent.ownerDocument.createElement('div');
    container.setAttribute('data-playport-ui', '');
    parent.appendChild(container);
    return new Promise<T>((resolve) => {
      let settled = false;
      const done = (value: T) => {
        if (settled) return;
        settled = true;
        if (active === entry) active = null;
        render(null, container);
        container.remove();
        resolve(value);
      };
      const entry = { dismiss: () => done(dismissed) };
      active = entry;
      render(view(done), container);
    });
  }

  const win = () => (root ?? document.body).ownerDocument.defaultView;
  const mac = () => isMac(win()?.navigator);

  return {
    showInfo: ({ title, body }) =>
      open(undefined, (done) => <InfoModal title={title} body={body} onClose={() => done(undefined)} />),
    showTextCopy: ({ title, text }) =>
      open(undefined, (done) => (
        <TextCopyModal title={title} text={text} mac={mac()} onClose={() => done(undefined)} />
      )),
    showLinkShare: ({ url, text }) =>
      open(undefined, (done) => (
        <LinkShareModal
          url={url}
          text={text}
          mac={mac()}
          clipboard={win()?.navigator.clipboard}
          onClose={() => done(undefined)}
        />
      )),
    showIframe: ({ url, title, fullscreen }) =>
      open(undefined, (done) => (
        <IframeModal
          url={url}
          title={title}
          fullscreen={fullscreen}
          hostOrigin={win()?.location.origin ?? 'null'}
          onClose={() => done(undefined)}
        />
      )),
    showLogin: () => open(false, (done) => <LoginModal onClose={() => done(false)} />),
    showReportIssue: ({ send }) =>
      open<IssueReport | null>(null, (done) => <ReportIssueModal onDone={done} send={send} />),
    showAcceptDocuments: ({ documents, accept }) =>
      open<readonly AcceptedDocument[] | null>(null, (done) => (
        <AcceptDocumentsModal documents={documents} accept={accept} onDone={done} />
      )),
    showShare: ({ url, text }) =>
      open(undefined, (done) => (
        <ShareModal
          url={url}
          text={text}
          openWindow={(link) => void win()?.open(link, '_blank', 'noopener')}
          clipboard={win()?.navigator.clipboard}
          onCopyFailed={() => {
            done(undefined);
            void open(undefined, (closeCopy) => (
              <TextCopyModal text={url} mac={mac()} onClose={() => closeCopy(undefined)} />
            ));
          }}
          onClose={() => done(undefined)}
        />
      )),
    showPushPrompt: ({ game }) => open(false, (done) => <PushPromptModal game={game} onAnswer={done} />),
    showPersonalInfo: (request) =>
      open<PersonalInfoAnswer | null>(null, (done) => <PersonalInfoModal request={request} onDone={done} />),
    showCardCheckout: (options) =>
      open<'completed' | 'closed'>('closed', (done) => <CardCheckoutModal options={options} onDone={done} />),
    showCheckoutWindow: (options) =>
      open<'cancelled' | 'closed'>('closed', (done) => <CheckoutWindowModal options={options} onDone={done} />),
    closeAll: () => active?.dismiss(),
  };
}
