/** @jsxImportSource react */
import type { AcceptedDocument, DocumentToAccept } from '@playport/host';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../shared/ui/dialog';
import { renderMarkdown } from '../render-markdown';

/** Props of {@link AcceptDocumentsModal}. */
export interface AcceptDocumentsModalProps {
  documents: readonly DocumentToAccept[];
  /** The accepted documents (all, or those before a close), or null when none was accepted. */
  onDone: (accepted: readonly AcceptedDocument[] | null) => void;
}

const safeUrl = (url: string | null) => (url && /^https?:\/\//i.test(url) ? url : null);

/**
 * The accept-documents modal: each document in turn with its latest version, markdown rendered and
 * sanitised (or a link to it), and an Accept button.
 */
export function AcceptDocumentsModal({ documents, onDone }: AcceptDocumentsModalProps) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const accepted = useRef<AcceptedDocument[]>([]);
  const acceptButton = useRef<HTMLButtonElement>(null);
  const doc = documents[index];
  const html = useMemo(() => (doc?.markdown ? renderMarkdown(doc.markdown) : ''), [doc]);
  if (!doc) return null;
  const title = t(doc.documentType === 'PP' ? 'documents.titles.pp' : 'documents.titles.tos');
  const url = safeUrl(doc.url);
  const close = () => onDone(accepted.current.length ? [...accepted.current] : null);
  const accept = () => {
    accepted.current.push({ documentId: doc.documentId, versionId: doc.versionId });
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
      {url && (
        <p>
          <a href={url} target="_blank" rel="noopener noreferrer">
            {t('documents.open', { title })}
          </a>
        </p>
      )}
      {documents.length > 1 && <p className="hint">{t('modals.acceptDocuments.step', { n: index + 1, count: documents.length })}</p>}
      <div className="actions">
        <button type="button" className="button secondary" onClick={close}>
          {t('common.close')}
        </button>
        <button ref={acceptButton} type="button" className="button" onClick={accept} data-autofocus>
          {t('modals.acceptDocuments.accept')}
        </button>
      </div>
    </Dialog>
  );
}
