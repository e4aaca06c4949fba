import { describe, expect, it } from 'vitest';
import { json, useTestApp } from '../test/test-app';
import { TURNSTILE_TEST_TOKEN } from '../services/turnstile';

const t = useTestApp({ TRUST_PROXY: 'true' });
const invite = (email: string, extra: Record<string, unknown> = {}, ip = '10.0.0.1') =>
  t().request('POST', '/api/v1/invite/email_invite', {
    body: { Email: email, CaptchaResult: TURNSTILE_TEST_TOKEN, GameSystemName: 'hello-game', ...extra },
    headers: { 'X-Forwarded-For': ip },
  });
const tokenOf = (link: string) => new URL(link).searchParams.get('inviteToken')!;
const spend = (token: string) => t().post('/api/v1/auth/authenticate_from_email_invite', { InviteToken: token });

describe('magic-link sign-in', () => {
  it('mails a single-use link to a page, stores only a hash, and signs in with a POST', async () => {
    const res = await invite('New.User@Example.com');
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ Token: null });
    const mail = t().mails.at(-1)!;
    expect(mail.to).toBe('new.user@example.com');
    expect(mail.link).toMatch(/^http:\/\/localhost:8787\/LoginValidateEmail\?inviteToken=[\w-]{43}$/);
    const token = tokenOf(mail.link!);
    const page = await t().request('GET', `/login/email?inviteToken=${token}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    const first = await spend(token);
    expect(first.status).toBe(200);
    const body = await json<{ Success: boolean; Token: string; AccountId: string }>(first);
    expect(body.Success).toBe(true);
    const profile = await json(await t().post('/api/v1/profile', { Game: 'hello-game' }, body.Token));
    expect(profile).toMatchObject({ Email: 'new.user@example.com', EmailValidated: true, HasEmail: true });
    const again = await spend(token);
    expect(again.status).toBe(400);
    expect(await json(again)).toMatchObject({
      Success: false,
      Token: null,
      ErrorCode: 'InvalidInviteToken',
      L10NKey: 'auth.InvalidInviteToken',
    });
  });

  it('answers the same whether or not the account exists', async () => {
    const { token } = await t().signIn('known@example.com');
    expect(token).toBeTruthy();
    const known = await invite('known@example.com');
    const unknown = await invite('unknown@example.com');
    expect(known.status).toBe(unknown.status);
    expect(await known.text()).toBe(await unknown.text());
  });

  it('expires links after 15 minutes', async () => {
    await invite('late@example.com');
    const token = tokenOf(t().mails.at(-1)!.link!);
    t().advance(15 * 60_000 + 1000);
    expect((await spend(token)).status).toBe(400);
  });

  it('invalidates older unused links when a new one is issued', async () => {
    await invite('twice@example.com');
    const older = tokenOf(t().mails.at(-1)!.link!);
    await invite('twice@example.com');
    const newer = tokenOf(t().mails.at(-1)!.link!);
    expect((await spend(older)).status).toBe(400);
    expect((await spend(newer)).status).toBe(200);
  });

  it('five links issued at once for one address: only one of them can be spent', async () => {
    const before = t().mails.length;
    const sent = await Promise.all([1, 2, 3, 4, 5].map((i) => invite('burst@example.com', {}, `10.0.4.${i}`)));
    expect(sent.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const links = t()
      .mails.slice(before)
      .map((m) => tokenOf(m.link!));
    expect(links).toHaveLength(5);
    const spent = [];
    for (const link of links) spent.push((await spend(link)).status);
    expect(spent.filter((s) => s === 200)).toHaveLength(1);
    expect(spent.filter((s) => s === 400)).toHaveLength(4);
  });

  it('keeps the checked RedirectUri and refuses foreign ones', async () => {
    await invite('redirect@example.com', { RedirectUri: 'http://localhost:5173/Store/hello-game' });
    const body = await json(await spend(tokenOf(t().mails.at(-1)!.link!)));
    expect(body.RedirectUri).toBe('http://localhost:5173/Store/hello-game');
    const bad = await invite('redirect2@example.com', { RedirectUri: '//evil.example/' });
    expect(bad.status).toBe(400);
    expect(await json(bad)).toMatchObject({ Code: 'RedirectNotAllowed' });
  });

  it('fails the robot check without a valid token', async () => {
    const res = await invite('robot@example.com', { CaptchaResult: 'bad' }, '10.0.0.9');
    expect(res.status).toBe(200);
    const strict = t().withEnv({ TURNSTILE_SECRET: '2x0000000000000000000000000000000AA', MODE: 'production' });
    const refused = await strict.request('/api/v1/invite/email_invite', {
      method: 'POST',
      body: JSON.stringify({ Email: 'robot@example.com', CaptchaResult: TURNSTILE_TEST_TOKEN }),
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.0.0.10' },
    });
    expect(refused.status).toBe(400);
    expect(await json(refused)).toMatchObject({ Code: 'RobotCheckFailed', detail: 'Robot check error. Try again.' });
  });

  it('validates the e-mail', async () => {
    const res = await invite('not-an-email');
    expect(res.status).toBe(400);
    expect((await json(res)).detail).toContain('Email');
  });

  it('rate-limits per address with 429 and Retry-After', async () => {
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await invite('flood@example.com', {}, `10.1.0.${i}`)).status);
    expect(codes.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(codes[5]).toBe(429);
    const res = await invite('flood@example.com', {}, '10.1.0.99');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('rate-limits per IP', async () => {
    const codes = [];
    for (let i = 0; i < 21; i++) codes.push((await invite(`ip${i}@example.com`, {}, '10.2.0.1')).status);
    expect(codes.filter((c) => c === 429)).toHaveLength(1);
    expect(codes[20]).toBe(429);
  });
});

describe('sign-in rate limit', () => {
  it('limits sign-in calls per address with 429', async () => {
    const strict = t().withEnv({ SIGNIN_RATE_PER_MINUTE: '2', TRUST_PROXY: 'true' });
    const call = () =>
      strict.request('/api/v1/auth/authenticate_from_temp_token', {
        method: 'POST',
        body: JSON.stringify({ TempToken: 'x' }),
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.9.9.9' },
      });
    expect((await call()).status).toBe(401);
    expect((await call()).status).toBe(401);
    const limited = await call();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });
});

describe('magic-link rate limit per address, configured', () => {
  const small = useTestApp({ TRUST_PROXY: 'true', MAGIC_LINKS_PER_IP: '3' });
  it('answers 429 after MAGIC_LINKS_PER_IP requests from one address', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++) {
      const res = await small().request('POST', '/api/v1/invite/email_invite', {
        body: { Email: `few${i}@example.com`, CaptchaResult: TURNSTILE_TEST_TOKEN, GameSystemName: 'hello-game' },
        headers: { 'X-Forwarded-For': '10.3.0.1' },
      });
      codes.push(res.status);
    }
    expect(codes).toEqual([200, 200, 200, 429]);
  });
});

describe('the robot check comes before the counters', () => {
  it('requests that fail the robot check do not count against the mail budget: junk cannot lock an e-mail out', async () => {
    const failing = t().withEnv({ TRUST_PROXY: 'true', TURNSTILE_SECRET: '2x0000000000000000000000000000000AA' });
    const codes = [];
    for (let i = 0; i < 25; i++) {
      const res = await failing.request('/api/v1/invite/email_invite', {
        method: 'POST',
        body: JSON.stringify({ Email: 'victim@example.com', CaptchaResult: 'junk', GameSystemName: 'hello-game' }),
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.5.0.${i % 2}` },
      });
      codes.push(res.status);
    }
    // Each address sending junk is refused after its 10 failures; the e-mail's own budget is untouched.
    expect(codes.filter((code) => code === 400)).toHaveLength(20);
    expect(codes.filter((code) => code === 429)).toHaveLength(5);
    for (let i = 0; i < 5; i++) expect((await invite('victim@example.com', {}, `10.5.1.${i}`)).status).toBe(200);
  });
});

describe('client address behind trusted proxies', () => {
  it('takes the address the proxy saw (rightmost), not the first entry a client wrote', async () => {
    const codes = [];
    for (let i = 0; i < 21; i++)
      codes.push((await invite(`spoof${i}@example.com`, {}, `203.0.113.${i}, 10.6.0.1`)).status);
    expect(codes.slice(0, 20).every((c) => c === 200)).toBe(true);
    expect(codes[20]).toBe(429);
  });

  it('counts TRUST_PROXY hops from the right', async () => {
    const twoHops = t().withEnv({ TRUST_PROXY: '2', MAGIC_LINKS_PER_IP: '1' });
    const send = (xff: string, email: string) =>
      twoHops.request('/api/v1/invite/email_invite', {
        method: 'POST',
        body: JSON.stringify({ Email: email, CaptchaResult: TURNSTILE_TEST_TOKEN, GameSystemName: 'hello-game' }),
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': xff },
      });
    expect((await send('1.1.1.1, 10.7.0.1, 10.0.0.254', 'hop1@example.com')).status).toBe(200);
    // Another client-written prefix and another last hop, the same client address two hops from the right.
    expect((await send('9.9.9.9, 10.7.0.1, 10.0.0.253', 'hop2@example.com')).status).toBe(429);
  });
});

describe('failed robot checks are counted per client address', () => {
  let siteverifyCalls = 0;
  // Cloudflare's siteverify answers `{"success": true|false, ...}`
  // (https://developers.cloudflare.com/turnstile/get-started/server-side-validation/).
  const siteverify = (async (_input: RequestInfo | URL, init?: RequestInit) => {
    siteverifyCalls++;
    const { response } = JSON.parse(init?.body as string) as { response: string };
    return new Response(JSON.stringify({ success: response === 'good-token' }), {
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  const gated = useTestApp({ TRUST_PROXY: 'true', TURNSTILE_SECRET: '0x4AAAAAAA-an-operator-secret' }, siteverify);
  const ask = (captcha: string, ip: string, email = 'gate@example.com') =>
    gated().request('POST', '/api/v1/invite/email_invite', {
      body: { Email: email, CaptchaResult: captcha, GameSystemName: 'hello-game' },
      headers: { 'X-Forwarded-For': ip },
    });

  it('after 10 failures from one address in 15 minutes: 429 with Retry-After, without asking siteverify', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await ask('junk', '10.20.0.1');
      expect(res.status).toBe(400);
      expect(await json(res)).toMatchObject({ Code: 'RobotCheckFailed', detail: 'Robot check error. Try again.' });
    }
    expect(siteverifyCalls).toBe(10);
    const refused = await ask('good-token', '10.20.0.1');
    expect(refused.status).toBe(429);
    expect(await json(refused)).toMatchObject({
      Code: 'RateLimited',
      detail: 'Too many failed robot checks from this address, try again later',
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(siteverifyCalls).toBe(10);
    // Another address is not affected, and the address may try again once the window has passed.
    expect((await ask('good-token', '10.20.0.2')).status).toBe(200);
    gated().advance(15 * 60_000);
    expect((await ask('good-token', '10.20.0.1')).status).toBe(200);
  });

  it('passed robot checks are not failures', async () => {
    const codes = [];
    for (let i = 0; i < 12; i++) codes.push((await ask('good-token', '10.20.1.1', `pass${i}@example.com`)).status);
    expect(codes).toEqual(Array(12).fill(200));
  });
});

describe('e-mail sign-in codes pass the same robot check and mail budget as magic links', () => {
  const codeUrl = '/api/v1/auth/authenticate_with_external_id/hello-game';
  const askCode = (email: string, ip: string, captcha: string | null = TURNSTILE_TEST_TOKEN) =>
    t().request('POST', codeUrl, {
      body: { EmailCredentials: { Email: email, ...(captcha !== null ? { CaptchaResult: captcha } : {}) } },
      headers: { 'X-Forwarded-For': ip },
    });

  it('refuses a code request without a passing robot check, and mails nothing', async () => {
    const before = t().mails.length;
    const missing = await askCode('coded@example.com', '10.0.5.1', null);
    expect(missing.status).toBe(400);
    expect(await json(missing)).toMatchObject({ Code: 'RobotCheckFailed', detail: 'Robot check error. Try again.' });
    const failing = t().withEnv({ TRUST_PROXY: 'true', TURNSTILE_SECRET: '2x0000000000000000000000000000000AA' });
    const junk = await failing.request(codeUrl, {
      method: 'POST',
      body: JSON.stringify({ EmailCredentials: { Email: 'coded@example.com', CaptchaResult: 'junk' } }),
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.0.5.2' },
    });
    expect(junk.status).toBe(400);
    expect(await json(junk)).toMatchObject({ Code: 'RobotCheckFailed', detail: 'Robot check error. Try again.' });
    expect(t().mails.length).toBe(before);
  });

  it('counts codes and links in one budget per address: the sixth mail in 15 minutes is 429', async () => {
    const codes = [];
    for (let i = 0; i < 3; i++) codes.push((await invite('shared@example.com', {}, `10.0.6.${i}`)).status);
    for (let i = 3; i < 5; i++) codes.push((await askCode('shared@example.com', `10.0.6.${i}`)).status);
    expect(codes).toEqual([200, 200, 200, 200, 200]);
    const sixth = await askCode('shared@example.com', '10.0.6.5');
    expect(sixth.status).toBe(429);
    expect(await json(sixth)).toMatchObject({ Code: 'RateLimited' });
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('counts codes and links in one budget per client address', async () => {
    const few = t().withEnv({ TRUST_PROXY: 'true', MAGIC_LINKS_PER_IP: '3' });
    const send = (path: string, body: unknown) =>
      few.request(path, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.0.7.1' },
      });
    const link = (email: string) =>
      send('/api/v1/invite/email_invite', { Email: email, CaptchaResult: TURNSTILE_TEST_TOKEN });
    const code = (email: string) =>
      send(codeUrl, { EmailCredentials: { Email: email, CaptchaResult: TURNSTILE_TEST_TOKEN } });
    const codes = [
      (await link('ipa@example.com')).status,
      (await link('ipb@example.com')).status,
      (await code('ipc@example.com')).status,
    ];
    expect(codes).toEqual([200, 200, 200]);
    const fourth = await code('ipd@example.com');
    expect(fourth.status).toBe(429);
    expect(await json(fourth)).toMatchObject({ Code: 'RateLimited' });
  });
});
