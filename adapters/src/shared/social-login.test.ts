import { describe, expect, it } from 'vitest';
import { fakeHost } from '../testing/fake-host.js';
import { portalApi } from './portal-api.js';
import { createSocialLogin } from './social-login.js';

describe('createSocialLogin', () => {
  it('stores the token and tells the host only when the account id changes', async () => {
    let n = 0;
    const accounts = ['acc-1', 'acc-1', 'acc-2'];
    const fake = fakeHost({
      api: { '/auth/authenticate_from_social': () => ({ Token: `t${n}`, AccountId: accounts[n++] }) },
    });
    const login = createSocialLogin(fake.host, portalApi(fake.host));
    const request = { Social: 'Telegram' as const, Telegram: { InitData: 'x' } };
    expect(await login.login(request)).toBe('acc-1');
    expect(fake.storage.get('AuthToken')).toBe('t0');
    await login.login(request);
    expect(fake.refreshes).toBe(0);
    await login.login(request);
    expect(fake.refreshes).toBe(1);
    expect(login.accountId).toBe('acc-2');
    expect(fake.api.of('/auth/authenticate_from_social')[0]!.body).toMatchObject({ Game: 'space', Social: 'Telegram' });
  });

  it('with refresh tells the host once, whether or not the account changed', async () => {
    let n = 0;
    const accounts = ['acc-1', 'acc-2', 'acc-2'];
    const fake = fakeHost({
      api: { '/auth/authenticate_from_social': () => ({ Token: `t${n}`, AccountId: accounts[n++] }) },
    });
    const login = createSocialLogin(fake.host, portalApi(fake.host));
    const request = { Social: 'Telegram' as const, Telegram: { InitData: 'x' } };
    await login.login(request);
    await login.login(request, { refresh: true });
    expect(fake.refreshes).toBe(1);
    await login.login(request, { refresh: true });
    expect(fake.refreshes).toBe(2);
  });
});
