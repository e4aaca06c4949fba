import { useRef, useState } from 'preact/hooks';
import type { AcceptedDocument, DocumentToAccept } from '../ui-port.js';
import { MarkdownView } from './markdown-view.js';
import { Modal } from './modal.js';
import { strings } from './strings.js';
import * as css from './styles.js';

/** Props of {@link AcceptDocumentsModal}. */
export interface AcceptDocumentsModalProps {
  documents: readonly DocumentToAccept[];
  /** Records one acceptance; while it runs Accept waits, and a rejection keeps the document on screen with Try again. */
  accept?: (document: AcceptedDocument) => Promise<void>;
  /** Called with the accepted documents (all of them, or those before a close), or null. */
  onDone: (accepted: readonly AcceptedDocument[] | null) => void;
}

// Only http(s) links become anchors; anything else is shown as text.
const safeUrl = (url: string | null) => (url && /^https?:\/\//i.test(url) ? url : null);

/**
 * The accept-documents modal: one document at a time with its latest version (markdown as text
 * elements, or a link to it) and an Accept button; the next document follows each acceptance. With
 * `accept`, an acceptance that could not be recorded is said in the modal, and Try again sends it again.
 *
 * @example
 * ```tsx
 * <AcceptDocumentsModal documents={docs} onDone={(accepted) => done(accepted)} />
 * ```
 */
export function AcceptDocumentsModal(props: AcceptDocumentsModalProps) {
  const [index, setIndex] = useState(0);
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const accepted = useRef<AcceptedDocument[]>([]);
  const acceptButton = useRef<HTMLButtonElement>(null);
  const doc = props.documents[index];
  if (!doc) return null;
  const url = safeUrl(doc.url);
  const close = () => props.onDone(accepted.current.length ? [...accepted.current] : null);
  const next = (choice: AcceptedDocument) => {
    accepted.current.push(choice);
    if (index + 1 >= props.documents.length) props.onDone([...accepted.current]);
    else {
      setIndex(index + 1);
      acceptButton.current?.focus();
    }
  };
  const accept = () => {
    if (sending) return;
    const choice = { documentId: doc.documentId, versionId: doc.versionId };
    if (!props.accept) return next(choice);
    setSending(true);
    setFailed(false);
    props.accept(choice).then(
      () => {
        setSending(false);
        next(choice);
      },
      () => {
        setSending(false);
        setFailed(true);
        acceptButton.current?.focus();
      },
    );
  };
  const title = doc.documentType === 'PP' ? strings.privacyPolicy : strings.termsOfService;
  return (
    <Modal title={title} onDismiss={close} initialFocus={acceptButton} dismissOnOverlay={false}>
      <div style={{ maxHeight: '50vh', overflowY: 'auto', marginBottom: '0.5rem' }}>
        {doc.markdown ? <MarkdownView markdown={doc.markdown} /> : null}
        {url ? (
          <p style={css.body}>
            <a href={url} target="_blank" rel="noopener noreferrer">
              {strings.openDocument(title)}
            </a>
          </p>
        ) : null}
      </div>
      {props.documents.length > 1 ? (
        <p style={css.hint}>{strings.documentStep(index + 1, props.documents.length)}</p>
      ) : null}
      <p role="alert" style={css.error}>
        {failed ? strings.acceptFailed : ''}
      </p>
      <div style={css.actions}>
        <button type="button" style={css.button} onClick={close}>
          {strings.close}
        </button>
        <button
          ref={acceptButton}
          type="button"
          style={css.primaryButton}
          onClick={accept}
          disabled={sending}
          aria-busy={sending}
        >
          {failed ? strings.retry : strings.accept}
        </button>
      </div>
    </Modal>
  );
}
