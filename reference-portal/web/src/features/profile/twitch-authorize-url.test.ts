import { describe, expect, it } from 'vitest';
import { twitchAuthorizeUrl } from './twitch-authorize-url';

const base = { apiBase: '', redirectUri: 'http://127.0.0.1:8787/Profile', state: 's-1' };

describe('twitchAuthorizeUrl', () => {
  it("uses the local stand-in in local mode and Twitch's page otherwise", () => {
    const local = new URL(twitchAuthorizeUrl({ ...base, local: true, clientId: null })!);
    expect(local.origin + local.pathname).toBe('http://127.0.0.1:8787/dev/twitch/authorize');
    const real = new URL(twitchAuthorizeUrl({ ...base, local: false, clientId: 'abc' })!);
    expect(real.origin + real.pathname).toBe('https://id.twitch.tv/oauth2/authorize');
    expect(Object.fromEntries(real.searchParams)).toMatchObject({
      client_id: 'abc',
      redirect_uri: base.redirectUri,
      response_type: 'code',
      state: 's-1',
    });
  });
  it('is null without a client id outside local mode', () => {
    expect(twitchAuthorizeUrl({ ...base, local: false, clientId: null })).toBeNull();
  });
});
