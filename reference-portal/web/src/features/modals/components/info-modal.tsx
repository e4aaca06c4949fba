import { useTranslation } from '../../../shared/i18n/use-translation';
import { CloseActions, Dialog } from '../../../shared/ui/dialog';

/** A body and a Close button. */
export function InfoModal({ title, body, onClose }: { title?: string; body: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog title={title ?? t('modals.info.title')} onClose={onClose} testId="info-modal">
      <p className="pre-line">{body}</p>
      <CloseActions onClose={onClose} autoFocus />
    </Dialog>
  );
}
