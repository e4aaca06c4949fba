import { useTranslation } from '../../../shared/i18n/use-translation';
import { useMyQuests } from '../../../shared/api/use-my-quests';
import { useSession } from '../../../shared/host/services-context';
import { LoadError } from '../../../shared/ui/load-error';
import { Spinner } from '../../../shared/ui/spinner';
import type { Quest } from '@playport/host/api';

/**
 * The signed-in player's cross-play quests (`cross-play/quests/my`), each with its progress toward
 * its goal and whether it is completed. Read again whenever the panel is shown, since play advances them.
 */
export function QuestsPanel() {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  const quests = useMyQuests();
  if (!signedIn) return null;
  return (
    <section aria-labelledby="quests-title" data-testid="quests">
      <h2 id="quests-title">{t('quests.title')}</h2>
      {quests.isPending && <Spinner />}
      {quests.isError && (
        <LoadError onRetry={() => void quests.refetch()} retrying={quests.isFetching} testId="quests-load-error" />
      )}
      {quests.data?.length === 0 && <p className="muted">{t('quests.empty')}</p>}
      {!!quests.data?.length && <QuestList quests={quests.data} />}
    </section>
  );
}

/** Whether a quest is completed: marked so, or its progress reached the goal. */
export const questDone = (quest: Quest): boolean => quest.CompletedAt !== null || quest.Progress >= quest.Goal;

/** Quests, each with its title, description, progress bar and progress text. */
export function QuestList({ quests }: { quests: readonly Quest[] }) {
  const { t } = useTranslation();
  return (
    <ul className="quest-list">
      {quests.map((quest) => {
        const done = questDone(quest);
        const progress = t('quests.progress', { progress: Math.min(quest.Progress, quest.Goal), goal: quest.Goal });
        return (
          <li key={quest.Id} className={done ? 'quest quest-done' : 'quest'} data-testid={`quest-${quest.Id}`}>
            <h3>{quest.Title}</h3>
            {quest.Description && <p>{quest.Description}</p>}
            <progress
              max={quest.Goal}
              value={Math.min(quest.Progress, quest.Goal)}
              aria-label={`${quest.Title}: ${progress}`}
            />
            <p className="muted">
              {progress}
              {done && ` · ${t('quests.completed')}`}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
