import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/create-api-client.js';
import { fakeContext, fakeFetch, fakeStorage, jsonResponse } from '../testing/fake-context.js';
import { HostError } from '../errors.js';
import { createSession, NO_TOKEN_MESSAGE, type SessionChange } from './session.js';

function setup() {
  const storage = fakeStorage();
  const fake = fakeFetch(() => jsonResponse({ AccountId: 'a-1' }));
  const { context, logs } = fakeContext({ storage, fetch: fake.fetch });
  const api = createApiClient({ context });
  const session = createSession(context, api);
  const changes: SessionChange[] = [];
  session.onChange((c) => changes.push(c));
  return { storage, fake, context, logs, api, session, changes };
}

describe('session token', () => {
  it('stores the token under AuthToken, reads it back and clears it', () => {
    const { storage, session, changes } = setup();
    expect(session.token).toBeNull();
    session.setToken('t-1');
    expect(storage.map.get('AuthToken')).toBe('t-1');
    expect(session.token).toBe('t-1');
    session.clearToken();
    expect(storage.map.has('AuthToken')).toBe(false);
    expect(session.token).toBeNull();
    expect(changes).toEqual([
      { type: 'token', token: 't-1' },
      { type: 'token', token: null },
    ]);
  });

  it('reads a token stored before it was created, and the API client sends it', async () => {
    const { storage, fake, session, api } = setup();
    storage.setItem('AuthToken', 'earlier');
    expect(session.token).toBe('earlier');
    await api.profile.get({ Game: 'g' });
    expect(fake.calls[0]!.headers.Authorization).toBe('Bearer earlier');
  });

  it('fires no change when the same token is set again', () => {
    const { session, changes } = setup();
    session.setToken('t');
    session.setToken('t');
    expect(changes).toHaveLength(1);
  });

  it('refuses an empty token', () => {
    const { session } = setup();
    expect(() => session.setToken('')).toThrow(HostError);
  });

  it('stops calling a listener after unsubscribe, and survives a throwing listener', () => {
    const { session, logs } = setup();
    const seen: SessionChange[] = [];
    const off = session.onChange(() => {
      throw new Error('listener bug');
    });
    session.onChange((c) => seen.push(c));
    session.setToken('a');
    off();
    session.setToken('b');
    expect(seen).toHaveLength(2);
    expect(logs.filter(([level]) => level === 'error')).toHaveLength(1);
  });
});

describe('setAuthResponse', () => {
  it('stores the token and fires an account change only when AccountId differs from the previous one', () => {
    const { session, changes } = setup();
    session.setAuthResponse({ Token: 't1', AccountId: 'a-1' });
    session.setAuthResponse({ Token: 't2', AccountId: 'a-1' });
    session.setAuthResponse({ Token: 't3', AccountId: 'a-2' });
    expect(session.token).toBe('t3');
    expect(session.accountId).toBe('a-2');
    expect(changes.filter((c) => c.type === 'account')).toEqual([
      { type: 'account', accountId: 'a-2', previousAccountId: 'a-1' },
    ]);
  });

  it('does not treat the first sign-in of a page as an account change', () => {
    const { session, changes } = setup();
    session.setAuthResponse({ Token: 't1', AccountId: 'a-1' });
    expect(changes).toEqual([{ type: 'token', token: 't1' }]);
  });

  it('compares with the previous sign-in even across a logout', async () => {
    const { session, changes } = setup();
    session.setAuthResponse({ Token: 't1', AccountId: 'a-1' });
    await session.logout();
    session.setAuthResponse({ Token: 't2', AccountId: 'a-9' });
    expect(changes.at(-1)).toEqual({ type: 'account', accountId: 'a-9', previousAccountId: 'a-1' });
  });
});

describe('auth wait loop', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('resolves at once when no sign-in is in progress', async () => {
    const { session } = setup();
    await expect(session.waitForAuth()).resolves.toBeUndefined();
  });

  it('polls every 500 ms until the in-progress flag clears', async () => {
    const { session } = setup();
    session.beginAuth();
    let done = false;
    void session.waitForAuth().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(1000);
    expect(done).toBe(false);
    session.endAuth();
    await vi.advanceTimersByTimeAsync(499);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('waits for overlapping sign-ins to all end', async () => {
    const { session } = setup();
    session.beginAuth();
    session.beginAuth();
    let done = false;
    void session.waitForAuth().then(() => (done = true));
    session.endAuth();
    await vi.advanceTimersByTimeAsync(500);
    expect(done).toBe(false);
    session.endAuth();
    await vi.advanceTimersByTimeAsync(500);
    expect(done).toBe(true);
  });

  it('withAuth clears the flag even when the sign-in fails', async () => {
    const { session } = setup();
    const failing = session.withAuth(() => Promise.reject(new Error('no')));
    expect(session.authInProgress).toBe(true);
    await expect(failing).rejects.toThrow('no');
    expect(session.authInProgress).toBe(false);
  });

  it('fetchProfile waits for the sign-in in progress, then asks with the new token', async () => {
    const { session, fake } = setup();
    session.beginAuth();
    const profile = session.fetchProfile('g');
    await vi.advanceTimersByTimeAsync(500);
    expect(fake.calls).toHaveLength(0);
    session.setAuthResponse({ Token: 'fresh', AccountId: 'a-1' });
    session.endAuth();
    await vi.advanceTimersByTimeAsync(500);
    await expect(profile).resolves.toEqual({ AccountId: 'a-1' });
    expect(fake.calls[0]!.headers.Authorization).toBe('Bearer fresh');
  });
});

describe('profile and logout', () => {
  it('fetchProfile without a token fails with the spec message and makes no request', async () => {
    const { session, fake } = setup();
    await expect(session.fetchProfile('g')).rejects.toThrow(NO_TOKEN_MESSAGE);
    expect(fake.calls).toHaveLength(0);
  });

  it('logout calls the API with the token, then clears it', async () => {
    const { session, fake, storage } = setup();
    session.setToken('t');
    await session.logout();
    expect(fake.calls[0]).toMatchObject({ method: 'GET', url: '/api/v1/auth/logout' });
    expect(fake.calls[0]!.headers.Authorization).toBe('Bearer t');
    expect(storage.map.has('AuthToken')).toBe(false);
  });

  it('logout clears the token even when the API call fails, and logs the failure', async () => {
    const storage = fakeStorage();
    const { context, logs } = fakeContext({
      storage,
      fetch: fakeFetch(() => jsonResponse({ title: 'Down' }, 503)).fetch,
    });
    const session = createSession(context, createApiClient({ context }));
    session.setToken('t');
    await session.logout();
    expect(session.token).toBeNull();
    expect(logs.some(([level]) => level === 'warn')).toBe(true);
  });

  it('works without an API client for token and wait-loop use', async () => {
    const session = createSession(fakeContext().context);
    session.setToken('t');
    await session.logout();
    expect(session.token).toBeNull();
    await expect(session.fetchProfile('g')).rejects.toThrow(HostError);
  });
});
