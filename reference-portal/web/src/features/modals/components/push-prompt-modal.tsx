import { useTranslation } from '../../../shared/i18n/use-translation';
import { useGameTitle } from '../../../shared/api/use-game-title';
import { Dialog } from '../../../shared/ui/dialog';

/** Asks whether the game (named by its title) may send notifications; OK resolves true. */
export function PushPromptModal({ game, onAnswer }: { game: string; onAnswer: (ok: boolean) => void }) {
  const { t } = useTranslation();
  const title = useGameTitle(game);
  return (
    <Dialog title={t('modals.push.title')} onClose={() => onAnswer(false)} testId="push-modal">
      <p>{title ? t('modals.push.text', { game: title }) : t('common.loading')}</p>
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
