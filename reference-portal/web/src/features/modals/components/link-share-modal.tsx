import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { CloseActions, Dialog } from '../../../shared/ui/dialog';
import { useClipboardWritable } from '../hooks/use-clipboard-writable';
import { useCopyText } from '../hooks/use-copy-text';

/** A QR code of the link and the link as copyable text. */
export function LinkShareModal({ url, text, onClose }: { url: string; text?: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [qr, setQr] = useState<string | null>(null);
  // A refused write leaves the link in the box to copy by hand.
  const { copied, copy } = useCopyText(url, () => undefined);
  const canCopy = useClipboardWritable();
  const id = useId();
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then(({ toDataURL }) => toDataURL(url, { margin: 1, width: 220 }))
      .then((data) => live && setQr(data))
      .catch(() => live && setQr(null));
    return () => {
      live = false;
    };
  }, [url]);
  return (
    <Dialog title={t('modals.linkShare.title')} onClose={onClose} testId="link-share-modal">
      {text && <p>{text}</p>}
      <div className="qr">
        {qr ? <img src={qr} alt={t('modals.linkShare.qrAlt')} width={220} height={220} /> : null}
      </div>
      <label htmlFor={id}>{t('modals.linkShare.link')}</label>
      <input id={id} className="field" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
      <CloseActions onClose={onClose}>
        {canCopy && (
          <button type="button" className="button secondary" onClick={copy}>
            {copied ? t('modals.linkShare.copied') : t('modals.linkShare.copy')}
          </button>
        )}
      </CloseActions>
    </Dialog>
  );
}
