import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { CROSS_PLAY_SENT_EVENT } from '../../../shared/host/crossplay-sent';
import { MY_QUESTS_KEY, useMyQuests } from '../../../shared/api/use-my-quests';
import { useSession } from '../../../shared/host/services-context';
import { QuestList, questDone } from '../../profile';

/** Wide enough to show the quests open beside the toolbar; narrower (phones) they start collapsed. */
const WIDE = '(min-width: 48rem)';

/**
 * The quests of the game being played (those its cross-play rules advance), with the player's
 * progress, under the game: open on wide screens, collapsed on phones. Read again each time the
 * server accepts a cross-play event the game reported. Nothing for a visitor or a game without quests.
 */
export function PlayQuests({ game }: { game: string }) {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(() => window.matchMedia?.(WIDE).matches ?? true);
  const quests = useMyQuests();

  useEffect(() => {
    const sent = (event: Event) => {
      const sentGame = (event as CustomEvent<{ game: string | null }>).detail?.game;
      if (!sentGame || sentGame === game) void queryClient.invalidateQueries({ queryKey: MY_QUESTS_KEY });
    };
    window.addEventListener(CROSS_PLAY_SENT_EVENT, sent);
    return () => window.removeEventListener(CROSS_PLAY_SENT_EVENT, sent);
  }, [game, queryClient]);

  // `Games` lists the games whose rules advance a quest (the reference server sends it).
  const mine = (quests.data ?? []).filter((q) => q.Games?.includes(game));
  if (!signedIn || !mine.length) return null;
  const done = mine.filter(questDone).length;
  return (
    <details
      className="play-quests"
      data-testid="play-quests"
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary>
        <span>{t('quests.title')}</span> <span className="muted">{t('quests.done', { done, total: mine.length })}</span>
      </summary>
      <QuestList quests={mine} />
    </details>
  );
}
