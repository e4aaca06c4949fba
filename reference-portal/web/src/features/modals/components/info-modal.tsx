/** @jsxImportSource react */
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../shared/ui/dialog';

/** A body and a Close button. */
export function InfoModal({ title, body, onClose }: { title?: string; body: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog title={title ?? t('modals.info.title')} onClose={onClose} testId="info-modal">
      <p className="pre-line">{body}</p>
      <div className="actions">
        <button type="button" className="button" onClick={onClose} data-autofocus>
          {t('common.close')}
        </button>
      </div>
    </Dialog>
  );
}
