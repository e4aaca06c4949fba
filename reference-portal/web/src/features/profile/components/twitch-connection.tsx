import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import { useRunOnce } from '../../../shared/lib/use-run-once';
import { useRuntimeConfig } from '../../../shared/config/config-context';
import { useApi } from '../../../shared/host/services-context';
import { TWITCH_STATE_KEY, twitchAuthorizeUrl } from '../twitch-authorize-url';

type Status = 'idle' | 'working' | 'connected' | 'refreshed' | 'failed';

/**
 * Twitch on the profile: a link to Twitch's consent (the local stand-in in local mode) that returns
 * here with a code for `/auth/twitch/connect`, and a refresh of the linked tokens.
 */
export function TwitchConnection({ game, connected }: { game: string; connected: boolean }) {
  const { t } = useTranslation();
  const api = useApi();
  const runtime = useRuntimeConfig();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const [status, setStatus] = useState<Status>('idle');
  const [state] = useState(() => sessionStorage.getItem(TWITCH_STATE_KEY) ?? crypto.randomUUID());
  const redirectUri = `${window.location.origin}${window.location.pathname}`;
  const href = twitchAuthorizeUrl({
    local: runtime.local,
    apiBase: runtime.apiBase,
    clientId: runtime.twitchClientId,
    redirectUri,
    state,
  });

  useRunOnce(() => {
    const returned = query.get('state');
    if (!returned || (!query.has('code') && !query.has('error'))) return;
    const expected = sessionStorage.getItem(TWITCH_STATE_KEY);
    sessionStorage.removeItem(TWITCH_STATE_KEY);
    void navigate({ search: '' }, { replace: true });
    const code = query.get('code');
    if (!code || returned !== expected) {
      setStatus('failed');
      return;
    }
    setStatus('working');
    api.auth
      .twitchConnect({ Game: game, Code: code })
      .then((reply) => {
        setStatus(reply.Success ? 'connected' : 'failed');
        return queryClient.invalidateQueries({ queryKey: ['profile'] });
      })
      .catch(() => setStatus('failed'));
  });

  const refresh = () => {
    setStatus('working');
    api.auth
      .twitchRefreshToken({ Game: game })
      .then((reply) => setStatus(reply.Success ? 'refreshed' : 'failed'))
      .catch(() => setStatus('failed'));
  };

  if (!href) return null;
  const message = {
    idle: '',
    working: '',
    connected: t('profile.twitchConnected'),
    refreshed: t('profile.twitchRefreshed'),
    failed: t('profile.twitchFailed'),
  }[status];
  return (
    <div className="twitch-connection">
      <a className="button secondary" href={href} onClick={() => sessionStorage.setItem(TWITCH_STATE_KEY, state)}>
        {t('profile.twitchConnect')}
      </a>{' '}
      {(connected || status === 'connected' || status === 'refreshed') && (
        <button type="button" className="button secondary" disabled={status === 'working'} onClick={refresh}>
          {t('profile.twitchRefresh')}
        </button>
      )}
      <p role="status" data-testid="twitch-status" className={status === 'failed' ? 'error' : undefined}>
        {message}
      </p>
    </div>
  );
}
