import { SHARE_TARGETS, shareLink, type ShareTarget } from '@playport/host';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { CloseActions, Dialog } from '../../../shared/ui/dialog';
import { useCopyText } from '../hooks/use-copy-text';

const LABELS: Record<ShareTarget, string> = { vk: 'VK', ok: 'OK', telegram: 'Telegram' };

/** Props of {@link ShareModal}. */
export interface ShareModalProps {
  url: string;
  text?: string;
  /** Runs when the clipboard is missing or refuses: the caller shows the text-copy modal. */
  onCopyFailed: () => void;
  onClose: () => void;
}

/**
 * The share modal: VK, OK and Telegram open their share pages for the link in a new window; Copy link
 * writes it to the clipboard, and a clipboard failure hands over to the text-copy modal.
 */
export function ShareModal({ url, text, onCopyFailed, onClose }: ShareModalProps) {
  const { t } = useTranslation();
  const { copied, copy } = useCopyText(url, onCopyFailed);
  return (
    <Dialog title={t('modals.share.title')} onClose={onClose} testId="share-modal">
      {text && <p>{text}</p>}
      <div className="actions share-targets">
        {SHARE_TARGETS.map((target) => (
          <button
            key={target}
            type="button"
            className="button secondary"
            onClick={() => void window.open(shareLink(target, url, text), '_blank', 'noopener')}
          >
            {LABELS[target]}
          </button>
        ))}
        <button type="button" className="button secondary" onClick={copy}>
          {t('modals.share.copy')}
        </button>
      </div>
      <p className="hint" aria-live="polite">
        {copied ? t('modals.share.copied') : ''}
      </p>
      <CloseActions onClose={onClose} />
    </Dialog>
  );
}
