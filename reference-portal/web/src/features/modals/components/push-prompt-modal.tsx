/** @jsxImportSource react */
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../shared/ui/dialog';

/** Asks whether the game may send notifications; OK resolves true. */
export function PushPromptModal({ game, onAnswer }: { game: string; onAnswer: (ok: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Dialog title={t('modals.push.title')} onClose={() => onAnswer(false)} testId="push-modal">
      <p>{t('modals.push.text', { game })}</p>
      <div className="actions">
        <button type="button" className="button secondary" onClick={() => onAnswer(false)}>
          {t('common.cancel')}
        </button>
        <button type="button" className="button" onClick={() => onAnswer(true)} data-autofocus>
          {t('common.ok')}
        </button>
      </div>
    </Dialog>
  );
}
