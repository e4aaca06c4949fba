import { afterEach, describe, expect, it } from 'vitest';
import { ErrorCode, HandshakeType, SDK_BUILD } from '../protocol/names.js';
import { PlayportError } from '../errors.js';
import { init } from './init.js';
import {
  createFakeFrame,
  createFakeHost,
  echo,
  HOST_ORIGIN,
  NONCE,
  settle,
  type FakeHost,
} from './fake-frame.test-helper.js';

const hosts: FakeHost[] = [];
const host = (handler = echo) => {
  const created = createFakeHost(handler);
  hosts.push(created);
  return created;
};
afterEach(() => {
  for (const h of hosts.splice(0)) h.connection.destroy();
});

describe('init: handshake', () => {
  it('posts an init-port message to the host origin and connects over the port it gets', async () => {
    const frame = createFakeFrame();
    const pending = init({ window: frame.win });
    expect(frame.posted).toEqual([
      {
        data: {
          type: HandshakeType.InitPort,
          nonce: NONCE,
          version: { major: 1, minor: 5 },
          build: SDK_BUILD,
          loadId: expect.stringMatching(/^0\.\d+/),
        },
        targetOrigin: HOST_ORIGIN,
      },
    ]);
    const h = host();
    frame.sendPort(h);
    const client = await pending;
    expect(client.mode).toBe('host');
    expect(frame.listeners()).toBe(0);
    await expect(client.buyProduct({ sku: 'gems' })).resolves.toEqual({
      method: 'BuyProduct',
      params: { sku: 'gems' },
    });
    expect(h.calls).toEqual([['BuyProduct', { sku: 'gems' }]]);
  });

  it("posts to '*' when the frame URL names no host origin", async () => {
    const frame = createFakeFrame(`#playport-nonce=${NONCE}`);
    const pending = init({ window: frame.win });
    expect(frame.posted[0]?.targetOrigin).toBe('*');
    frame.sendPort(host(), { origin: 'https://any.test' });
    await expect(pending).resolves.toMatchObject({ mode: 'host' });
  });

  it.each([
    ['from another window', { source: {} }, NONCE],
    ['from another origin', { origin: 'https://evil.test' }, NONCE],
    ['with another nonce', {}, 'n2'],
    ['without a port', { ports: [] }, NONCE],
  ])('ignores a port message %s and waits for the real one', async (_, delivery, nonce) => {
    const frame = createFakeFrame();
    const pending = init({ window: frame.win });
    frame.sendPort(
      host(() => ({ result: 'rogue' })),
      delivery,
      nonce,
    );
    frame.sendPort(host(() => ({ result: 'real' })));
    const client = await pending;
    await expect(client.call('GetInfo')).resolves.toBe('real');
  });

  it('rejects with VersionMismatch when the host refuses', async () => {
    const frame = createFakeFrame();
    const pending = init({ window: frame.win });
    frame.deliver({
      type: HandshakeType.Refused,
      nonce: NONCE,
      code: ErrorCode.VersionMismatch,
      message: 'Host speaks 2.x',
    });
    await expect(pending).rejects.toMatchObject({ code: ErrorCode.VersionMismatch, message: 'Host speaks 2.x' });
    await expect(pending).rejects.toBeInstanceOf(PlayportError);
    expect(frame.listeners()).toBe(0);
  });

  it('ignores a refusal from another origin', async () => {
    const frame = createFakeFrame();
    const pending = init({ window: frame.win });
    frame.deliver(
      { type: HandshakeType.Refused, nonce: NONCE, code: ErrorCode.VersionMismatch, message: 'no' },
      { origin: 'https://evil.test' },
    );
    frame.sendPort(host());
    await expect(pending).resolves.toMatchObject({ mode: 'host' });
  });

  it('rejects with Timeout, even without strict, and closes the channel when the port arrives but penpal never answers', async () => {
    const frame = createFakeFrame();
    const pending = init({ window: frame.win, timeout: 40 });
    const silent = new MessageChannel();
    const received: unknown[] = [];
    silent.port1.onmessage = (event) => received.push(event.data);
    frame.deliver(
      { type: HandshakeType.Port, nonce: NONCE, version: { major: 1, minor: 5 } },
      { ports: [silent.port2] },
    );
    await expect(pending).rejects.toMatchObject({
      code: ErrorCode.Timeout,
      message: 'The Playport host did not finish the handshake within 40 ms',
    });
    await settle();
    silent.port1.close();
    expect(received).toContainEqual(expect.objectContaining({ namespace: 'penpal', type: 'DESTROY' }));
  });

  it('says so when the frame URL has no nonce', async () => {
    const frame = createFakeFrame('#level=2');
    await expect(init({ window: frame.win, initTimeout: 10, strict: true })).rejects.toMatchObject({
      code: ErrorCode.Timeout,
      message: 'No Playport host answered within 10 ms (the frame URL has no playport-nonce)',
    });
  });

  it('runs one handshake per document and never takes a second port', async () => {
    const frame = createFakeFrame();
    const first = init({ window: frame.win });
    const second = init({ window: frame.win });
    expect(second).toBe(first);
    expect(frame.posted).toHaveLength(1);
    frame.sendPort(host(() => ({ result: 'first' })));
    const client = await first;
    frame.sendPort(host(() => ({ result: 'second' })));
    await settle();
    await expect(client.getInfo()).resolves.toBe('first');
    await expect(init({ window: frame.win })).resolves.toBe(client);
  });

  it('keeps the game its own hash', async () => {
    const frame = createFakeFrame(`#level=3&playport-nonce=${NONCE}&playport-host=${encodeURIComponent(HOST_ORIGIN)}`);
    const pending = init({ window: frame.win });
    frame.sendPort(host());
    expect((await pending).hash).toBe('#level=3');
  });
});
