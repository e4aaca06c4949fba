import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode, INTERACTIVE_METHODS, METHODS } from '../protocol/names.js';
import { PlayportError } from '../errors.js';
import { init } from './init.js';
import {
  createFakeFrame,
  createFakeHost,
  echo,
  settle,
  type FakeHandler,
  type FakeHost,
} from './fake-frame.test-helper.js';
import type { InitOptions } from './types.js';

const hosts: FakeHost[] = [];
afterEach(() => {
  for (const h of hosts.splice(0)) h.connection.destroy();
});

async function connected(
  handler: FakeHandler = echo,
  options: InitOptions = {},
  interactive: readonly string[] | null = INTERACTIVE_METHODS,
) {
  const frame = createFakeFrame();
  const pending = init({ ...options, window: frame.win });
  const host = createFakeHost(handler);
  hosts.push(host);
  frame.sendPort(host, {}, undefined, interactive);
  const client = await pending;
  return { client, host, game: await host.game };
}

describe('client: calls', () => {
  it('has a lowerCamelCase method for every protocol method, sending the protocol name', async () => {
    const { client, host } = await connected();
    for (const method of METHODS) {
      const name = (method[0]!.toLowerCase() + method.slice(1)) as keyof typeof client;
      await (client[name] as (p?: unknown) => Promise<unknown>)({ n: 1 });
    }
    expect(host.calls.map(([method]) => method)).toEqual(METHODS);
    expect(client.googleTagManagerPushToDataLayer).toBeTypeOf('function');
  });

  it('sends names it does not know through call()', async () => {
    const { client } = await connected();
    await expect(client.call('FutureMethod', { a: 1 })).resolves.toEqual({ method: 'FutureMethod', params: { a: 1 } });
  });

  it('rejects an error reply with a PlayportError carrying code, message, field and details', async () => {
    const { client } = await connected(() => ({
      error: { code: ErrorCode.InvalidParams, message: 'sku: Too small', field: 'sku', details: { min: 1 } },
    }));
    const err = await client.buyProduct({ sku: '' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PlayportError);
    expect(err).toMatchObject({ code: 'InvalidParams', message: 'sku: Too small', field: 'sku', details: { min: 1 } });
  });

  it('turns an error reply with a code it does not know into Unknown', async () => {
    const { client } = await connected(() => ({ error: { code: 'Exploded', message: 'boom' } }));
    await expect(client.getInfo()).rejects.toMatchObject({ code: ErrorCode.Unknown, message: 'boom' });
  });

  it.each([[null], [{}], ['text'], [{ value: 1 }]])('rejects the malformed reply %j with Unknown', async (reply) => {
    const { client } = await connected(() => reply);
    await expect(client.getInfo()).rejects.toMatchObject({
      code: ErrorCode.Unknown,
      message: 'Malformed reply to GetInfo',
    });
  });

  it('rejects with Timeout when the host does not answer in time', async () => {
    const { client } = await connected(() => new Promise(() => {}), { timeout: 30 });
    const started = Date.now();
    await expect(client.getInfo()).rejects.toMatchObject({
      code: ErrorCode.Timeout,
      message: 'No answer to GetInfo within 30 ms',
    });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('gives the methods that wait for the player interactiveTimeout instead of the call timeout', async () => {
    const { client } = await connected(() => new Promise(() => {}), { timeout: 30, interactiveTimeout: 60_000 });
    let purchase: unknown = 'pending';
    client.buyProduct({ sku: 'gems' }).catch((e: unknown) => (purchase = e));
    await expect(client.getInfo()).rejects.toMatchObject({ code: ErrorCode.Timeout });
    await settle();
    expect(purchase).toBe('pending');
  });

  it('rejects an interactive call with Timeout after interactiveTimeout', async () => {
    const { client } = await connected(() => new Promise(() => {}), { timeout: 60_000, interactiveTimeout: 30 });
    await expect(client.authenticateUser()).rejects.toMatchObject({
      code: ErrorCode.Timeout,
      message: 'No answer to AuthenticateUser within 30 ms',
    });
  });

  it('times the methods the host names as interactive, including ones this SDK does not know', async () => {
    const { client } = await connected(() => new Promise(() => {}), { timeout: 30, interactiveTimeout: 60_000 }, [
      'FutureMethod',
    ]);
    let future: unknown = 'pending';
    client.call('FutureMethod').catch((e: unknown) => (future = e));
    await expect(client.buyProduct({ sku: 'gems' })).rejects.toMatchObject({
      code: ErrorCode.Timeout,
      message: 'No answer to BuyProduct within 30 ms',
    });
    await settle();
    expect(future).toBe('pending');
  });

  it('gives every call interactiveTimeout when the host does not name its interactive methods', async () => {
    const { client } = await connected(() => new Promise(() => {}), { timeout: 30, interactiveTimeout: 60 }, null);
    await expect(client.getInfo()).rejects.toMatchObject({
      code: ErrorCode.Timeout,
      message: 'No answer to GetInfo within 60 ms',
    });
  });

  it('is not a thenable and has no methods for symbols', async () => {
    const { client } = await connected();
    expect('then' in client).toBe(false);
    expect((client as unknown as { then?: unknown }).then).toBeUndefined();
    await expect(Promise.resolve(client)).resolves.toBe(client);
    expect((client as unknown as Record<symbol, unknown>)[Symbol.iterator]).toBeUndefined();
    expect(Object.isFrozen(client)).toBe(true);
  });

  it('lists only protocol methods as interactive', () => {
    for (const method of INTERACTIVE_METHODS) expect(METHODS).toContain(method);
  });

  it('rejects later and pending calls with NotConnected after destroy()', async () => {
    const { client } = await connected((method) => (method == 'GetInfo' ? new Promise(() => {}) : { result: 1 }));
    const pending = client.getInfo();
    client.destroy();
    await expect(pending).rejects.toMatchObject({ code: ErrorCode.NotConnected });
    await expect(client.socialSettings()).rejects.toMatchObject({ code: ErrorCode.NotConnected });
    await expect(client.call('GetInfo')).rejects.toBeInstanceOf(PlayportError);
  });

  it('rejects with NotConnected once the host closes the connection', async () => {
    const { client, host } = await connected();
    host.connection.destroy();
    await settle();
    await expect(client.getInfo()).rejects.toMatchObject({ code: ErrorCode.NotConnected });
  });
});

describe('client: events', () => {
  it('replays the last payload of a state event to a listener that subscribes later', async () => {
    const { client, game } = await connected();
    await game.event('LanguageChanged', { language: 'de' });
    await game.event('LanguageChanged', { language: 'fr' });
    const listener = vi.fn();
    client.on('LanguageChanged', listener);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith({ language: 'fr' });
    await game.event('LanguageChanged', { language: 'ja' });
    expect(listener).toHaveBeenLastCalledWith({ language: 'ja' });
  });

  it('does not replay moment events', async () => {
    const { client, game } = await connected();
    await game.event('AdsFinished', { type: 'video' });
    const listener = vi.fn();
    client.on('AdsFinished', listener);
    expect(listener).not.toHaveBeenCalled();
    await game.event('AdsFinished', { type: 'interstitial' });
    expect(listener).toHaveBeenCalledWith({ type: 'interstitial' });
  });

  it('stops calling a listener once unsubscribed, and keeps calling the others', async () => {
    const { client, game } = await connected();
    const gone = vi.fn();
    const kept = vi.fn();
    const off = client.on('FocusChanged', gone);
    client.on('FocusChanged', kept);
    off();
    await game.event('FocusChanged', { focused: false });
    expect(gone).not.toHaveBeenCalled();
    expect(kept).toHaveBeenCalledWith({ focused: false });
  });

  it('lets the host reach the event sink and nothing inherited from Object.prototype', async () => {
    const { game } = await connected();
    const probe = game as unknown as Record<string, () => Promise<unknown>>;
    await expect(probe['toString']!()).rejects.toMatchObject({ code: 'METHOD_NOT_FOUND' });
    await expect(probe['constructor']!()).rejects.toMatchObject({ code: 'METHOD_NOT_FOUND' });
  });

  it('ignores event names outside the protocol', async () => {
    const { client, game } = await connected();
    const listener = vi.fn();
    client.on('constructor' as 'FocusChanged', listener);
    await game.event('constructor', { focused: true });
    await game.event('toString', {});
    expect(listener).not.toHaveBeenCalled();
  });

  it('answers the host and calls the other listeners when one throws, and reports the error', async () => {
    const { client, game } = await connected();
    const failure = new Error('game bug');
    const next = vi.fn();
    client.on('FocusChanged', () => {
      throw failure;
    });
    client.on('FocusChanged', next);
    const uncaught = new Promise((resolve) => process.once('uncaughtException', resolve));
    await expect(game.event('FocusChanged', { focused: true })).resolves.toBeUndefined();
    expect(next).toHaveBeenCalledWith({ focused: true });
    await expect(uncaught).resolves.toBe(failure);
  });

  it('drops every listener on destroy()', async () => {
    const { client, game } = await connected();
    const listener = vi.fn();
    client.on('FocusChanged', listener);
    client.destroy();
    await game.event('FocusChanged', { focused: true }).catch(() => {});
    expect(listener).not.toHaveBeenCalled();
  });
});
