import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { json, useTestApp } from '../../test/test-app';

const t = useTestApp();
const ORIGIN = 'http://localhost:8787';
const form = (path: string, values: Record<string, string>) =>
  t().request('POST', path, {
    body: new URLSearchParams(values).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
/** The message a handler page posts to its opener, read back from its script. */
const postedMessage = (html: string) =>
  JSON.parse(/postMessage\((\{.*\}), "([^"]+)"\)/.exec(html)![1]!) as Record<string, unknown>;
const postedOrigin = (html: string) => /postMessage\(\{.*\}, "([^"]+)"\)/.exec(html)![1];

describe('the local Firebase Auth handler', () => {
  it('shows the emulator-style form and answers the opener with an ID token the server accepts', async () => {
    const page = await t().request(
      'GET',
      `/dev/firebase/handler?providerId=google.com&origin=${encodeURIComponent(ORIGIN)}`,
    );
    const html = await page.text();
    expect(html).toContain('Add new account');
    expect(html).toContain('id="email-input"');
    expect(html).toContain('Sign in with Google.com');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");

    const done = await form('/dev/firebase/handler', {
      providerId: 'apple.com',
      origin: ORIGIN,
      email: 'fire@example.com',
      name: 'Fire Fox',
    });
    const answer = await done.text();
    expect(postedOrigin(answer)).toBe(ORIGIN);
    const message = postedMessage(answer);
    expect(message).toMatchObject({ type: 'playport:firebase-auth', providerId: 'apple.com' });
    const signedIn = await json<{ Token: string }>(
      await t().post('/api/v1/auth/authenticate_from_firebase', {
        GameSystemName: 'hello-game',
        Token: message.idToken,
        MarketingEnabled: false,
      }),
    );
    const profile = await json(await t().post('/api/v1/profile', { Game: 'hello-game' }, signedIn.Token));
    expect(profile).toMatchObject({
      Name: 'Fire Fox',
      SocialIdentifiers: [expect.objectContaining({ Type: 'Firebase' })],
    });
  });

  it('refuses an origin outside the allow-list, an unknown provider and a bad address', async () => {
    expect(
      (await t().request('GET', '/dev/firebase/handler?providerId=google.com&origin=https%3A%2F%2Fevil.example'))
        .status,
    ).toBe(400);
    expect(
      (await t().request('GET', `/dev/firebase/handler?providerId=github.com&origin=${encodeURIComponent(ORIGIN)}`))
        .status,
    ).toBe(400);
    expect(
      (await form('/dev/firebase/handler', { providerId: 'google.com', origin: ORIGIN, email: 'not-an-address' }))
        .status,
    ).toBe(400);
    expect(
      (
        await form('/dev/firebase/handler', {
          providerId: 'google.com',
          origin: 'https://evil.example',
          email: 'a@example.com',
        })
      ).status,
    ).toBe(400);
  });
});

describe('the local VK ID', () => {
  const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const request = {
    client_id: '51234567',
    code_challenge: challenge,
    state: 'st-1',
    origin: ORIGIN,
    scope: 'vkid.personal_info',
  };

  it('serves the VKIDSDK simulator', async () => {
    const res = await t().request('GET', '/dev/vkid/sdk.js');
    expect(res.headers.get('content-type')).toContain('javascript');
    expect(await res.text()).toContain('window.VKIDSDK');
  });

  it('issues a code that signs in a visitor with the matching verifier only', async () => {
    expect(await (await t().request('GET', `/dev/vkid/authorize?${new URLSearchParams(request)}`)).text()).toContain(
      'VK user id',
    );
    const answer = await (
      await form('/dev/vkid/authorize', { ...request, decision: 'allow', user_id: '4242', name: 'Vk Player' })
    ).text();
    expect(postedOrigin(answer)).toBe(ORIGIN);
    const message = postedMessage(answer) as {
      action: string;
      payload: { code: string; device_id: string; state: string };
    };
    expect(message.action).toBe('oauth2_authorize_response' + 'st-1');
    expect(message.payload.state).toBe('st-1');
    const body = (v: string) => ({
      AuthenticationType: 'VkId',
      Game: 'hello-game',
      VkIdLogin: { Code: message.payload.code, CodeVerifier: v, DeviceId: message.payload.device_id },
    });
    expect((await t().post('/api/v1/auth/authenticate_to_fxid', body('x'.repeat(43)))).status).toBe(401);
    const ok = await json<{ Success: boolean; Data: { Token: string; AccountId: string } }>(
      await t().post('/api/v1/auth/authenticate_to_fxid', body(verifier)),
    );
    expect(ok.Success).toBe(true);
    const profile = await json(await t().post('/api/v1/profile', { Game: 'hello-game' }, ok.Data.Token));
    expect(profile).toMatchObject({
      AccountId: ok.Data.AccountId,
      SocialIdentifiers: [expect.objectContaining({ Type: 'VkontakteComOauth', Id: '4242' })],
    });
  });

  it('answers a refusal with access_denied and refuses malformed requests', async () => {
    const denied = postedMessage(
      await (await form('/dev/vkid/authorize', { ...request, decision: 'deny', user_id: '1' })).text(),
    );
    expect(denied).toEqual({
      action: 'oauth2_authorize_response' + 'st-1',
      payload: { error: 'access_denied', state: 'st-1' },
    });
    expect(
      (await t().request('GET', `/dev/vkid/authorize?${new URLSearchParams({ ...request, code_challenge: 'short' })}`))
        .status,
    ).toBe(400);
    expect(
      (
        await t().request(
          'GET',
          `/dev/vkid/authorize?${new URLSearchParams({ ...request, origin: 'https://evil.example' })}`,
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await form('/dev/vkid/authorize', {
          ...request,
          origin: 'https://evil.example',
          decision: 'allow',
          user_id: '1',
        })
      ).status,
    ).toBe(400);
    expect((await form('/dev/vkid/authorize', { ...request, decision: 'allow', user_id: 'not-a-number' })).status).toBe(
      400,
    );
  });
});

describe('the local Twitch consent', () => {
  const request = {
    client_id: 'c',
    redirect_uri: `${ORIGIN}/Profile`,
    response_type: 'code',
    scope: 'user:read:email',
    state: 'tw-1',
  };

  it('returns a code the connect call accepts, or access_denied', async () => {
    const back = await form('/dev/twitch/authorize', { ...request, decision: 'allow', user_id: '777' });
    expect(back.status).toBe(303);
    const target = new URL(back.headers.get('location')!);
    expect(target.origin + target.pathname).toBe(`${ORIGIN}/Profile`);
    expect(target.searchParams.get('state')).toBe('tw-1');
    const main = await t().signIn();
    const connected = await json(
      await t().post(
        '/api/v1/auth/twitch/connect',
        { Game: 'hello-game', Code: target.searchParams.get('code') },
        main.token,
      ),
    );
    expect(connected).toMatchObject({ Success: true, Data: { AccessToken: expect.any(String) } });
    const denied = new URL(
      (await form('/dev/twitch/authorize', { ...request, decision: 'deny', user_id: '777' })).headers.get('location')!,
    );
    expect(denied.searchParams.get('error')).toBe('access_denied');
    expect(
      (
        await t().request(
          'GET',
          `/dev/twitch/authorize?${new URLSearchParams({ ...request, redirect_uri: 'https://evil.example/' })}`,
        )
      ).status,
    ).toBe(400);
  });

  it('shows a consent page carrying the request, and refuses malformed requests and forms', async () => {
    const page = await t().request('GET', `/dev/twitch/authorize?${new URLSearchParams(request)}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const html = await page.text();
    expect(html).toContain('<input type="hidden" name="state" value="tw-1">');
    expect(html).toContain('id="authorize"');
    expect(
      (await t().request('GET', `/dev/twitch/authorize?${new URLSearchParams({ ...request, response_type: 'token' })}`))
        .status,
    ).toBe(400);
    expect(
      (
        await form('/dev/twitch/authorize', {
          ...request,
          redirect_uri: 'https://evil.example/',
          decision: 'allow',
          user_id: '777',
        })
      ).status,
    ).toBe(400);
    expect((await form('/dev/twitch/authorize', { ...request, decision: 'maybe', user_id: '777' })).status).toBe(400);
  });

  it('answers a malformed multipart consent form with a 400 on every stand-in', async () => {
    const broken = { body: '--b\r\nnot a part', headers: { 'Content-Type': 'multipart/form-data; boundary=b' } };
    for (const path of ['/dev/twitch/authorize', '/dev/vkid/authorize', '/dev/firebase/handler']) {
      expect((await t().request('POST', path, broken)).status).toBe(400);
    }
  });
});
