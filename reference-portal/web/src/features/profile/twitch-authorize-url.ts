const TWITCH_AUTHORIZE = 'https://id.twitch.tv/oauth2/authorize';

/** Where the profile keeps the state of a Twitch authorisation between leaving and coming back. */
export const TWITCH_STATE_KEY = 'playport:twitch-state';

/**
 * Twitch's authorisation URL (the local stand-in in local mode), returning to `redirectUri` with
 * `code` and `state`; null when no client id is known outside local mode.
 *
 * @example `twitchAuthorizeUrl({ local: true, apiBase: '', clientId: null, redirectUri, state })`
 */
export function twitchAuthorizeUrl({
  local,
  apiBase,
  clientId,
  redirectUri,
  state,
}: {
  local: boolean;
  apiBase: string;
  clientId: string | null;
  redirectUri: string;
  state: string;
}): string | null {
  if (!local && !clientId) return null;
  const url = new URL(local ? new URL('/dev/twitch/authorize', apiBase || redirectUri).href : TWITCH_AUTHORIZE);
  url.searchParams.set('client_id', clientId ?? 'local');
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', 'user:read:email');
  url.searchParams.set('state', state);
  return url.href;
}
