import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useApi } from '../../../shared/host/services-context';
import { gameConnectionMessageKey, type GameConnectionResult } from '../game-connection-message';

/** Asks the server whether the game's own account is connected (`/profile/fetch_fxid_game_connection`). */
export function GameConnectionCheck({ game }: { game: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const [result, setResult] = useState<GameConnectionResult | 'error' | null>(null);
  const check = () => {
    api.profile
      .fetchFxIdGameConnection({ Game: game })
      .then((reply) => setResult(reply.Connected ? 'Success' : 'FailedGameOfThisTypeNotConnectedToYourAccount'))
      .catch(() => setResult('error'));
  };
  return (
    <div>
      <button type="button" className="button secondary" onClick={check}>
        {t('profile.checkConnection')}
      </button>
      <p role="status" data-testid="game-connection">
        {result === null ? '' : result === 'error' ? t('errors.generic') : t(gameConnectionMessageKey(result))}
      </p>
    </div>
  );
}
