// Runs the Unity kit's Playport.jslib with stand-ins for what Unity's WebGL runtime provides (UTF8ToString,
// SendMessage, the `$`-entries in scope) and the SDK from source behind the global `Playport`.
import { readFileSync } from 'node:fs';
import vm from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { init } from '../../../sdk/src/client/init.js';
import {
  createFakeFrame,
  createFakeHost,
  settle,
  type FakeHandler,
  type FakeHost,
} from '../../../sdk/src/client/fake-frame.test-helper.js';
import { ErrorCode } from '../../../sdk/src/protocol/names.js';

type Sent = [target: string, method: string, envelope: Record<string, unknown>];
type LibraryFn = (...args: unknown[]) => void;

const source = readFileSync(
  new URL('../com.playport.sdk/Runtime/Plugins/WebGL/Playport.jslib', import.meta.url),
  'utf8',
);
const hosts: FakeHost[] = [];
afterEach(() => {
  for (const h of hosts.splice(0)) h.connection.destroy();
});

function loadLibrary(win?: Window, inits: object[] = []) {
  const sent: Sent[] = [];
  const context = vm.createContext({
    JSON,
    String,
    UTF8ToString: (text: string) => text,
    SendMessage: (target: string, method: string, json: string) => sent.push([target, method, JSON.parse(json)]),
    Playport: win ? { init: (options: object) => (inits.push(options), init({ ...options, window: win })) } : undefined,
  });
  let library: Record<string, unknown> = {};
  vm.runInContext(
    source,
    Object.assign(context, {
      LibraryManager: { library: {} },
      mergeInto: (_: unknown, lib: typeof library) => (library = lib),
    }),
  );
  // Emscripten puts each `$name` entry in scope as `name`, and compiles functions in that scope.
  for (const [key, value] of Object.entries(library)) {
    if (key.startsWith('$') && !key.endsWith('__deps')) {
      context[key.slice(1)] = typeof value == 'function' ? vm.runInContext(`(${value})`, context) : value;
    }
  }
  const fn = (name: string) => vm.runInContext(`(${library[name]})`, context) as LibraryFn;
  return { sent, fn };
}

async function connectedLibrary(handler: FakeHandler) {
  const frame = createFakeFrame();
  const lib = loadLibrary(frame.win);
  lib.fn('PlayportSubscribe')('LanguageChanged');
  lib.fn('PlayportInit')('Bridge', 0, 0, 0);
  const host = createFakeHost(handler);
  hosts.push(host);
  frame.sendPort(host);
  const game = await host.game;
  await settle();
  return { ...lib, host, game };
}

describe('Unity bridge (Playport.jslib)', () => {
  it('reports init, call results and errors to the GameObject as JSON envelopes', async () => {
    const { sent, fn } = await connectedLibrary((method) =>
      method == 'GetInfo'
        ? { result: { game: 'tetris' } }
        : { error: { code: ErrorCode.InvalidParams, message: 'sku', field: 'sku' } },
    );
    fn('PlayportCall')(1, 'GetInfo', '');
    fn('PlayportCall')(2, 'BuyProduct', '{"sku":""}');
    await settle();
    expect(sent).toEqual([
      ['Bridge', 'OnPlayportResult', { id: -1, ok: true, json: '{"mode":"host"}' }],
      ['Bridge', 'OnPlayportResult', { id: 1, ok: true, json: '{"game":"tetris"}' }],
      [
        'Bridge',
        'OnPlayportResult',
        { id: 2, ok: false, json: '', code: 'InvalidParams', message: 'sku', field: 'sku' },
      ],
    ]);
  });

  it('forwards events subscribed before init, with their payload as JSON', async () => {
    const { sent, game } = await connectedLibrary(() => ({ result: null }));
    await game.event('LanguageChanged', { language: 'de' });
    expect(sent).toContainEqual(['Bridge', 'OnPlayportEvent', { name: 'LanguageChanged', json: '{"language":"de"}' }]);
  });

  it('rejects params that are not JSON without calling the host', async () => {
    const { sent, fn, host } = await connectedLibrary(() => ({ result: 1 }));
    fn('PlayportCall')(3, 'StatEvent', '{oops');
    await settle();
    expect(sent.at(-1)).toMatchObject(['Bridge', 'OnPlayportResult', { id: 3, ok: false, code: 'InvalidParams' }]);
    expect(host.calls).toEqual([]);
  });

  it('passes the timeouts C# sets (ms, 0 for the SDK default) to Playport.init', () => {
    const inits: object[] = [];
    const { fn } = loadLibrary(createFakeFrame().win, inits);
    fn('PlayportInit')('Bridge', 0, 0, 0);
    fn('PlayportInit')('Bridge', 2000, 3000, 60000);
    expect(inits).toEqual([{}, { timeout: 2000, initTimeout: 3000, interactiveTimeout: 60000 }]);
  });

  it('fails init with NotSupported when playport.js is not on the page', () => {
    const { sent, fn } = loadLibrary();
    fn('PlayportInit')('Bridge', 0, 0, 0);
    expect(sent).toEqual([
      ['Bridge', 'OnPlayportResult', expect.objectContaining({ id: -1, ok: false, code: 'NotSupported' })],
    ]);
  });
});
