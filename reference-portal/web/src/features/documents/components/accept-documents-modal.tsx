import type { AcceptedDocument, DocumentToAccept } from '@playport/host';
import { safeLinkHref } from '../../../shared/lib/safe-link';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Dialog } from '../../../shared/ui/dialog';
import { LoadError } from '../../../shared/ui/load-error';
import { renderMarkdown } from '../render-markdown';

/** Props of {@link AcceptDocumentsModal}. */
export interface AcceptDocumentsModalProps {
  documents: readonly DocumentToAccept[];
  /** Stores one acceptance; Accept awaits it, and a rejection is shown with a "Try again" button. */
  accept?: (document: AcceptedDocument) => Promise<void>;
  /** The accepted documents (all, or those before a close), or null when none was accepted. */
  onDone: (accepted: readonly AcceptedDocument[] | null) => void;
}

const safeUrl = (url: string | null) => (url && /^https?:\/\//i.test(url) ? url : null);

/**
 * The accept-documents modal: each document in turn with its latest version, markdown rendered and
 * sanitised (or a link to it), and an Accept button. With `accept`, each acceptance is stored before
 * the next document shows; one that could not be stored stays on screen with a message and "Try again".
 */
export function AcceptDocumentsModal({ documents, accept: store, onDone }: AcceptDocumentsModalProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const accepted = useRef<AcceptedDocument[]>([]);
  const acceptButton = useRef<HTMLButtonElement>(null);
  const doc = documents[index];
  const html = useMemo(() => (doc?.markdown ? renderMarkdown(doc.markdown) : ''), [doc]);
  if (!doc) return null;
  const title = t(doc.documentType === 'PP' ? 'documents.titles.pp' : 'documents.titles.tos');
  const url = safeUrl(doc.url);
  const close = () => onDone(accepted.current.length ? [...accepted.current] : null);
  const accept = async () => {
    const acceptance = { documentId: doc.documentId, versionId: doc.versionId };
    if (store) {
      setSaving(true);
      setFailed(false);
      try {
        await store(acceptance);
      } catch {
        setFailed(true);
        return;
      } finally {
        setSaving(false);
      }
    }
    accepted.current.push(acceptance);
    if (index + 1 >= documents.length) onDone([...accepted.current]);
    else {
      setIndex(index + 1);
      acceptButton.current?.focus();
    }
  };
  return (
    <Dialog title={title} onClose={close} wide testId="accept-documents-modal">
      {/* The HTML comes from renderMarkdown: marked, then DOMPurify. */}
      {html && <div className="markdown document-body" dangerouslySetInnerHTML={{ __html: html }} />}
      {safeLinkHref(url) && (
        <p>
          <a href={safeLinkHref(url)!} target="_blank" rel="noopener noreferrer">
            {t('documents.open', { title })}
          </a>
        </p>
      )}
      {documents.length > 1 && (
        <p className="hint">{t('modals.acceptDocuments.step', { n: index + 1, count: documents.length })}</p>
      )}
      {failed && (
        <LoadError onRetry={() => void accept()} retrying={saving} testId="accept-documents-error">
          <p className="error" role="alert">
            {t('modals.acceptDocuments.saveFailed')}
          </p>
        </LoadError>
      )}
      <div className="actions">
        <button type="button" className="button secondary" onClick={close}>
          {t('common.close')}
        </button>
        <button
          ref={acceptButton}
          type="button"
          className="button"
          onClick={() => void accept()}
          disabled={saving}
          aria-busy={saving}
          data-autofocus
        >
          {t('modals.acceptDocuments.accept')}
        </button>
      </div>
    </Dialog>
  );
}
