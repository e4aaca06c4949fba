import { lazy, Suspense } from 'react';
import { useModalStore, useOpenModals } from '../shared/host/services-context';
import type { OpenModal } from '../shared/modals/modal-store';

const InfoModal = lazy(() =>
  import('../features/modals/components/info-modal').then((m) => ({ default: m.InfoModal })),
);
const TextCopyModal = lazy(() =>
  import('../features/modals/components/text-copy-modal').then((m) => ({ default: m.TextCopyModal })),
);
const LinkShareModal = lazy(() =>
  import('../features/modals/components/link-share-modal').then((m) => ({ default: m.LinkShareModal })),
);
const IframeModal = lazy(() =>
  import('../features/modals/components/iframe-modal').then((m) => ({ default: m.IframeModal })),
);
const PushPromptModal = lazy(() =>
  import('../features/modals/components/push-prompt-modal').then((m) => ({ default: m.PushPromptModal })),
);
const ReportIssueModal = lazy(() =>
  import('../features/modals/components/report-issue-modal').then((m) => ({ default: m.ReportIssueModal })),
);
const LoginModal = lazy(() =>
  import('../features/auth/components/login-modal').then((m) => ({ default: m.LoginModal })),
);
const SocialModal = lazy(() =>
  import('../features/social/components/social-modal').then((m) => ({ default: m.SocialModal })),
);
const PersonalInfoModal = lazy(() =>
  import('../features/modals/components/personal-info-modal').then((m) => ({ default: m.PersonalInfoModal })),
);
const CardCheckoutModal = lazy(() =>
  import('../features/modals/components/card-checkout-modal').then((m) => ({ default: m.CardCheckoutModal })),
);
const CheckoutWindowModal = lazy(() =>
  import('../features/modals/components/checkout-window-modal').then((m) => ({ default: m.CheckoutWindowModal })),
);
const ShareModal = lazy(() =>
  import('../features/modals/components/share-modal').then((m) => ({ default: m.ShareModal })),
);
const AcceptDocumentsModal = lazy(() =>
  import('../features/documents/components/accept-documents-modal').then((m) => ({ default: m.AcceptDocumentsModal })),
);
const DocumentViewer = lazy(() =>
  import('../features/documents/components/document-viewer').then((m) => ({ default: m.DocumentViewer })),
);

function ModalView({ modal }: { modal: OpenModal }) {
  const store = useModalStore();
  const close = (value?: unknown) => store.close(modal.id, value);
  const { spec } = modal;
  switch (spec.kind) {
    case 'info':
      return <InfoModal title={spec.title} body={spec.body} onClose={() => close()} />;
    case 'textCopy':
      return <TextCopyModal title={spec.title} text={spec.text} onClose={() => close()} />;
    case 'linkShare':
      return <LinkShareModal url={spec.url} text={spec.text} onClose={() => close()} />;
    case 'iframe':
      return <IframeModal url={spec.url} title={spec.title} fullscreen={spec.fullscreen} onClose={() => close()} />;
    case 'pushPrompt':
      return <PushPromptModal game={spec.game} onAnswer={(ok) => close(ok)} />;
    case 'reportIssue':
      return <ReportIssueModal send={spec.send} onDone={(values) => close(values)} />;
    case 'share':
      return (
        <ShareModal
          url={spec.url}
          text={spec.text}
          onCopyFailed={() => {
            close();
            void store.open({ kind: 'textCopy', text: spec.url }, undefined);
          }}
          onClose={() => close()}
        />
      );
    case 'acceptDocuments':
      return (
        <AcceptDocumentsModal documents={spec.documents} accept={spec.accept} onDone={(accepted) => close(accepted)} />
      );
    case 'login':
      return <LoginModal game={spec.game} onClose={() => close(false)} />;
    case 'social':
      return <SocialModal game={spec.game} onClose={() => close()} />;
    case 'personalInfo':
      return (
        <PersonalInfoModal
          email={spec.email}
          emailRequired={spec.emailRequired}
          compact={spec.compact}
          onDone={(result) => close(result)}
        />
      );
    case 'cardCheckout':
      return <CardCheckoutModal mount={spec.mount} onDone={(result) => close(result)} />;
    case 'checkoutWindow':
      return <CheckoutWindowModal focus={spec.focus} signal={spec.signal} onDone={(result) => close(result)} />;
    case 'document':
      return (
        <DocumentViewer
          url={spec.url}
          title={spec.title}
          type={spec.type}
          markdown={spec.markdown}
          onClose={() => close()}
        />
      );
  }
}

/** Renders the open modals, the newest on top. */
export function ModalRoot() {
  const modals = useOpenModals();
  // One boundary per modal: a modal still loading must not hide (and unfocus) the one below it.
  return modals.map((modal) => (
    <Suspense key={modal.id} fallback={null}>
      <ModalView modal={modal} />
    </Suspense>
  ));
}
