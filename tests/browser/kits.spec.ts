import { expect, test, type Frame, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

// The engine kits in Chromium, each inside a game page of its own origin framed by a host page on
// another (tests/fixtures/kits/host.html, whose adapter's ad, purchase and sign-in outcomes the query
// scripts), talking to the real SDK (sdk/dist/playport.js) and host (host/dist/browser):
// - Unity: the kit's WebGL template, rendered with Unity's template variables, loads playport.js and a
//   stand-in loader that links Playport.jslib the Emscripten way and plays the C# side;
// - Godot: the add-on's HELPER evaluated from playport_bridge.gd, called as the GDScript side calls it;
// - Construct: the plugin's c3runtime scripts under stand-ins of the Construct runtime's base classes.
// The servers are this file's own, on PLAYPORT_TEST_KITS_PORT (host) and the port after it (games).

const root = fileURLToPath(new URL('../..', import.meta.url));
const KITS_PORT = Number(process.env.PLAYPORT_TEST_KITS_PORT ?? 5276);
const HOST = `http://127.0.0.1:${KITS_PORT}`;
const GAMES = `http://localhost:${KITS_PORT + 1}`;
const fixture = (f: string) => join(root, 'tests/fixtures/kits', f);
const unityPackage = join(root, 'kits/unity/com.playport.sdk');
const playportJs = join(root, 'sdk/dist/playport.js');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
};

/** Unity's template preprocessing, as far as the kit's template uses it: `{{{ NAME }}}`, `{{{ JSON.stringify(NAME) }}}`, `#if NAME` … `#endif`. */
function renderUnityTemplate(template: string, vars: Record<string, string | undefined>): string {
  const out: string[] = [];
  const keep: boolean[] = [];
  for (const line of template.split('\n')) {
    const directive = /^#(if|endif)\s*(\w*)/.exec(line.trim());
    if (directive?.[1] === 'if') keep.push(vars[directive[2] ?? ''] !== undefined);
    else if (directive?.[1] === 'endif') keep.pop();
    else if (keep.every(Boolean)) out.push(line);
  }
  return out.join('\n').replace(/\{\{\{\s*(JSON\.stringify\()?(\w+)\)?\s*\}\}\}/g, (_, json, name) => {
    const value = vars[name];
    if (value === undefined) throw new Error(`The template uses ${name}, which the test does not define`);
    return json ? JSON.stringify(value) : value;
  });
}

const UNITY_VARS = {
  PRODUCT_NAME: 'Kit Game',
  COMPANY_NAME: 'Playport',
  PRODUCT_VERSION: '1.0',
  BACKGROUND_COLOR: '#231F20',
  LOADER_FILENAME: 'game.loader.js',
  DATA_FILENAME: 'game.data',
  FRAMEWORK_FILENAME: 'game.framework.js',
  CODE_FILENAME: 'game.wasm',
  MEMORY_FILENAME: undefined,
  SYMBOLS_FILENAME: undefined,
};

function gameFiles(): Record<string, string | (() => string)> {
  return {
    '/unity-webgl/': () =>
      renderUnityTemplate(readFileSync(join(unityPackage, 'WebGLTemplates~/Playport/index.html'), 'utf8'), UNITY_VARS),
    '/unity-webgl/playport.js': playportJs,
    '/unity-webgl/Build/game.loader.js': fixture('unity-loader.js'),
    '/unity-webgl/Build/Playport.jslib': join(unityPackage, 'Runtime/Plugins/WebGL/Playport.jslib'),
    '/godot-web/': fixture('godot.html'),
    '/godot-web/playport.js': playportJs,
    '/godot-web/playport_bridge.gd': join(root, 'kits/godot/addons/playport/playport_bridge.gd'),
    '/construct/': fixture('construct.html'),
    '/construct/playport.js': playportJs,
  };
}

function serve(
  routes: Record<string, string | (() => string)>,
  dirs: Record<string, string>,
  headers: Record<string, string>,
) {
  return createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://local').pathname;
    const route = routes[path];
    const dir = Object.keys(dirs).find((prefix) => path.startsWith(prefix));
    let file: string | null = null;
    let body: string | null = null;
    if (typeof route === 'function') body = route();
    else if (route) file = route;
    else if (dir) {
      const base = resolve(dirs[dir]!);
      const candidate = resolve(base, '.' + path.slice(dir.length - 1));
      if (candidate.startsWith(base + sep)) file = candidate;
    }
    try {
      const content = body ?? (file ? readFileSync(file) : null);
      if (content === null) throw new Error('not found');
      const type = body !== null ? TYPES['.html'] : (TYPES[extname(file!)] ?? 'text/plain; charset=utf-8');
      res.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-store', ...headers });
      res.end(content);
    } catch {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('Not Found\n');
    }
  });
}

const listen = (server: Server, port: number, address: string) =>
  new Promise<Server | null>((done) => {
    server.once('error', () => done(null));
    server.listen(port, address, () => done(server));
  });

const servers: Server[] = [];
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const host = serve(
    { '/': fixture('host.html'), '/config.json': () => JSON.stringify({ gameOrigin: GAMES }) },
    { '/host/': join(root, 'host/dist/browser'), '/sdk/': join(root, 'sdk/dist') },
    {},
  );
  const gameHeaders = { 'Content-Security-Policy': `frame-ancestors ${HOST}` };
  const games = () =>
    serve(gameFiles(), { '/construct/c3runtime/': join(root, 'kits/construct/playport/c3runtime') }, gameHeaders);
  const started = [
    await listen(host, KITS_PORT, '127.0.0.1'),
    await listen(games(), KITS_PORT + 1, '127.0.0.1'),
    await listen(games(), KITS_PORT + 1, '::1'),
  ];
  if (!started[0] || !started[1])
    throw new Error(`Ports ${KITS_PORT} and ${KITS_PORT + 1} must be free (PLAYPORT_TEST_KITS_PORT)`);
  servers.push(...started.filter((s): s is Server => s !== null));
});

test.afterAll(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((done) => (s.closeAllConnections(), s.close(done)))));
});

/** Opens the kits' host page with a game and scripted outcomes; returns the connected game's frame. */
async function openGame(page: Page, game: string, outcomes: Record<string, string> = {}): Promise<Frame> {
  await page.goto(`${HOST}/?${new URLSearchParams({ game, ...outcomes })}`);
  await page.waitForFunction(() => (window as { __kitHost?: unknown }).__kitHost !== undefined);
  const frame = await (await page.locator('#slot iframe').elementHandle()).contentFrame();
  if (!frame) throw new Error('No game frame');
  return frame;
}

type Unity = {
  sent: [string, string, Record<string, unknown>][];
  exported: string[];
  init(gameObject: string, timeoutMs: number, initTimeoutMs: number, interactiveTimeoutMs: number): void;
  call(id: number, method: string, paramsJson: string): void;
  subscribe(name: string): void;
};
const unity = (frame: Frame) => frame.evaluate(() => (window as unknown as { __unity: Unity }).__unity.sent);
const unityDo = <A>(frame: Frame, fn: (u: Unity, arg: A) => void, arg: A) =>
  frame.evaluate(
    ([source, a]) =>
      new Function('u', 'a', `return (${source})(u, a)`)((window as unknown as { __unity: Unity }).__unity, a),
    [fn.toString(), arg] as const,
  );
const sentCount = (frame: Frame, n: number) =>
  frame.waitForFunction((count) => (window as unknown as { __unity: Unity }).__unity.sent.length >= count, n);

test.describe('Unity kit: the WebGL template and Playport.jslib', () => {
  test('the template loads playport.js and the loader with the build files; the jslib exports the bridge', async ({
    page,
  }) => {
    const frame = await openGame(page, 'unity-webgl');
    await frame.waitForFunction(() => (window as { __unity?: unknown }).__unity !== undefined);
    expect(await frame.evaluate(() => typeof (window as { Playport?: unknown }).Playport)).toBe('object');
    expect(await frame.evaluate(() => (window as unknown as { __unityConfig: unknown }).__unityConfig)).toEqual({
      dataUrl: 'Build/game.data',
      frameworkUrl: 'Build/game.framework.js',
      codeUrl: 'Build/game.wasm',
      streamingAssetsUrl: 'StreamingAssets',
      companyName: 'Playport',
      productName: 'Kit Game',
      productVersion: '1.0',
    });
    expect(await frame.title()).toBe('Kit Game');
    expect(await frame.evaluate(() => (window as unknown as { __unity: Unity }).__unity.exported)).toEqual([
      'PlayportCall',
      'PlayportDestroy',
      'PlayportInit',
      'PlayportSubscribe',
    ]);
  });

  test('init, calls and events reach the GameObject as the envelopes PlayportBridge reads', async ({ page }) => {
    const frame = await openGame(page, 'unity-webgl', { ads: 'finished', purchase: 'paid' });
    await frame.waitForFunction(() => (window as { __unity?: unknown }).__unity !== undefined);
    await unityDo(
      frame,
      (u) => {
        u.subscribe('AdsFinished');
        u.subscribe('LanguageChanged');
        u.init('Playport', 0, 0, 0);
      },
      null,
    );
    await sentCount(frame, 2);
    expect((await unity(frame)).slice(0, 2)).toEqual([
      ['Playport', 'OnPlayportResult', { id: -1, ok: true, json: '{"mode":"host"}' }],
      ['Playport', 'OnPlayportEvent', { name: 'LanguageChanged', json: '{"language":"en"}' }],
    ]);
    await unityDo(frame, (u) => u.call(0, 'AdsShowVideo', ''), null);
    await sentCount(frame, 4);
    await unityDo(frame, (u) => u.call(1, 'BuyProduct', '{"sku":"gems_100"}'), null);
    await sentCount(frame, 5);
    await unityDo(frame, (u) => u.call(2, 'BuyProduct', '{"sku":""}'), null);
    await sentCount(frame, 6);
    const sent = (await unity(frame)).slice(2);
    expect(sent).toEqual([
      ['Playport', 'OnPlayportEvent', { name: 'AdsFinished', json: '{"type":"video"}' }],
      ['Playport', 'OnPlayportResult', { id: 0, ok: true, json: '{"outcome":"finished"}' }],
      [
        'Playport',
        'OnPlayportResult',
        {
          id: 1,
          ok: true,
          json: '{"transactionId":"kit-gems_100","stats":{"currency":"USD","currencyAmount":2,"usdAmount":2}}',
        },
      ],
      [
        'Playport',
        'OnPlayportResult',
        {
          id: 2,
          ok: false,
          json: '',
          code: 'InvalidParams',
          message: 'Invalid field "sku": must be at least 1 character long',
          field: 'sku',
        },
      ],
    ]);
    await page.evaluate(() =>
      (window as unknown as { __kitHost: { host: { setLanguage(l: string): void } } }).__kitHost.host.setLanguage('de'),
    );
    await sentCount(frame, 7);
    expect((await unity(frame)).at(-1)).toEqual([
      'Playport',
      'OnPlayportEvent',
      { name: 'LanguageChanged', json: '{"language":"de"}' },
    ]);
  });

  test('a cancelled purchase and a GetInfo answer keep their code, message and data', async ({ page }) => {
    const frame = await openGame(page, 'unity-webgl', { purchase: 'cancelled' });
    await frame.waitForFunction(() => (window as { __unity?: unknown }).__unity !== undefined);
    await unityDo(frame, (u) => u.init('Playport', 0, 0, 0), null);
    await sentCount(frame, 1);
    await unityDo(
      frame,
      (u) => {
        u.call(0, 'BuyProduct', '{"sku":"gems_100"}');
        u.call(1, 'GetInfo', '');
      },
      null,
    );
    await sentCount(frame, 3);
    const [, buy, info] = (await unity(frame)) as [unknown, unknown, [string, string, { json: string }]];
    expect(buy).toEqual([
      'Playport',
      'OnPlayportResult',
      { id: 0, ok: false, json: '', code: 'UserCancelled', message: 'The player closed the payment', field: '' },
    ]);
    expect(JSON.parse(info[2].json)).toMatchObject({ game: 'unity-webgl', sdk: { version: { major: 1, minor: 5 } } });
  });
});

type Godot = {
  replies: unknown[][];
  events: unknown[][];
  start(id: number, o: string, e: string): void;
  send(id: number, m: string, p: string): void;
};
const godot = (frame: Frame) =>
  frame.evaluate(() => {
    const g = (window as unknown as { __godot: Godot }).__godot;
    return { replies: g.replies, events: g.events };
  });
const godotDo = (frame: Frame, script: string) =>
  frame.evaluate((s) => new Function('g', s)((window as unknown as { __godot: Godot }).__godot), script);
const godotReplies = (frame: Frame, n: number) =>
  frame.waitForFunction((count) => (window as unknown as { __godot: Godot }).__godot.replies.length >= count, n);

test.describe('Godot add-on: the JavaScriptBridge helper', () => {
  test('start, calls and events arrive as the argument arrays PlayportBridge._reply and _event read', async ({
    page,
  }) => {
    const frame = await openGame(page, 'godot-web', { ads: 'skipped', purchase: 'failed', signin: 'registered' });
    await frame.waitForFunction(() => (window as { __godot?: unknown }).__godot !== undefined);
    await godotDo(frame, `g.send(7, 'GetInfo', '')`);
    await godotReplies(frame, 1);
    await godotDo(frame, `g.start(0, '{}', JSON.stringify(['AdsSkipped', 'LanguageChanged']))`);
    await godotReplies(frame, 2);
    await godotDo(
      frame,
      `g.send(1, 'AdsShowVideo', ''); g.send(2, 'BuyProduct', '{"sku":"gems_100"}'); g.send(3, 'AuthenticateUser', ''); g.send(4, 'SetStatus', '{oops');`,
    );
    await godotReplies(frame, 6);
    const { replies, events } = await godot(frame);
    expect(replies.slice(0, 2)).toEqual([
      [7, false, '', 'NotConnected', 'Call init() and wait for it first', ''],
      [0, true, '{"mode":"host"}', '', '', ''],
    ]);
    expect(replies.slice(2).sort((a, b) => (a[0] as number) - (b[0] as number))).toEqual([
      [1, true, '{"outcome":"skipped"}', '', '', ''],
      [2, false, '', 'Unknown', 'The payment failed', ''],
      [3, true, '{"authenticated":true,"userId":"kit-player"}', '', '', ''],
      [4, false, '', 'InvalidParams', expect.stringMatching(/^The params are not valid JSON: .+/), ''],
    ]);
    expect(events).toEqual([
      ['LanguageChanged', '{"language":"en"}'],
      ['AdsSkipped', '{"type":"video"}'],
    ]);
  });
});

type Construct = {
  triggered: string[];
  act(name: string, ...args: unknown[]): Promise<void>;
  exp(name: string): unknown;
  cnd(name: string): boolean;
};
const construct = <T>(frame: Frame, script: string) =>
  frame.evaluate(
    (s) =>
      new Function('c', `return (async () => { ${s} })()`)(
        (window as unknown as { __construct: Construct }).__construct,
      ),
    script,
  ) as Promise<T>;

test.describe('Construct plugin: the c3runtime scripts', () => {
  test('Init loads playport.js and connects; ads, purchases, sign-in and events trigger their conditions', async ({
    page,
  }) => {
    const frame = await openGame(page, 'construct', { ads: 'finished', purchase: 'paid', signin: 'registered' });
    await frame.waitForFunction(() => (window as { __construct?: unknown }).__construct !== undefined);
    expect(await construct(frame, `return c.cnd('IsReady')`)).toBe(false);
    await construct(frame, `await c.act('BuyProduct', 'early')`);
    expect(
      await construct(
        frame,
        `return [c.triggered.splice(0), c.exp('ErrorMethod'), c.exp('ErrorCode'), c.exp('ErrorMessage')]`,
      ),
    ).toEqual([
      ['OnError', 'OnPurchaseFailed'],
      'BuyProduct',
      'NotConnected',
      'Run the Init action and wait for On ready first',
    ]);
    await construct(frame, `await c.act('Init')`);
    // The host pushes its state on connecting (language, focus, player); each state event triggers once.
    await frame.waitForFunction(
      () => (window as unknown as { __construct: Construct }).__construct.triggered.length >= 4,
    );
    expect(
      await construct(
        frame,
        `const t = c.triggered.splice(0); return [t[0], t.slice(1).sort(), c.exp('Mode'), c.exp('Language'), c.cnd('IsReady'), c.cnd('IsFocused')]`,
      ),
    ).toEqual(['OnReady', ['OnFocusChanged', 'OnLanguageChanged', 'OnUserChanged'], 'host', 'en', true, true]);
    await construct(
      frame,
      `await c.act('GetInfo'); await c.act('ShowRewardedAd'); await c.act('BuyProduct', 'gems_100'); await c.act('SignIn')`,
    );
    expect(
      await construct(
        frame,
        `return [c.triggered.splice(0), c.exp('Game'), c.exp('AdType'), c.exp('AdOutcome'), c.exp('TransactionId'), c.exp('ProductSku'), c.exp('UserId'), c.cnd('IsPaused'), c.cnd('IsMuted')]`,
      ),
    ).toEqual([
      // The host pauses and mutes the game around the ad, and releases both before the ad's answer arrives.
      [
        'OnInfo',
        'OnPauseChanged',
        'OnAudioChanged',
        'OnPauseChanged',
        'OnAudioChanged',
        'OnAdFinished',
        'OnPurchaseSuccess',
        'OnSignedIn',
      ],
      'construct',
      'video',
      'finished',
      'kit-gems_100',
      'gems_100',
      'kit-player',
      false,
      false,
    ]);
    // The purchase is listed until consumed: one On purchase restored for it, then none.
    await construct(frame, `await c.act('RestorePurchases'); await c.act('ConsumePurchase', c.exp('TransactionId'))`);
    await construct(frame, `await c.act('RestorePurchases'); await c.act('ConsumePurchase', 'kit-nothing')`);
    expect(
      await construct(
        frame,
        `return [c.triggered.splice(0), c.exp('TransactionId'), c.exp('ErrorMethod'), c.exp('ErrorMessage')]`,
      ),
    ).toEqual([
      ['OnPurchaseRestored', 'OnPurchaseConsumed', 'OnError'],
      'kit-gems_100',
      'ConsumePurchase',
      'Unknown purchase',
    ]);
    await construct(frame, `await c.act('CallMethod', 'SetStatus', '{"status":"hi","priority":500}')`);
    expect(
      await construct(
        frame,
        `return [c.triggered.splice(0), c.exp('ErrorMethod'), c.exp('ErrorCode'), c.exp('ErrorMessage'), c.exp('ErrorField')]`,
      ),
    ).toEqual([['OnError'], 'SetStatus', 'InvalidParams', 'Invalid field "priority": must be at most 100', 'priority']);
    await construct(frame, `await c.act('CallMethod', 'WordsFilter', '{"text":"hello"}')`);
    expect(await construct(frame, `return [c.triggered.splice(0), c.exp('LastResultJson')]`)).toEqual([
      ['OnCallResult'],
      '{"text":"hello","filtered":false}',
    ]);
    await page.evaluate(() =>
      (window as unknown as { __kitHost: { host: { setLanguage(l: string): void } } }).__kitHost.host.setLanguage('de'),
    );
    await frame.waitForFunction(
      () => (window as unknown as { __construct: Construct }).__construct.exp('Language') === 'de',
    );
    expect(await construct(frame, `return c.triggered.splice(0)`)).toEqual(['OnLanguageChanged']);
  });

  test('skipped and failed ads, a cancelled purchase and a refused sign-in trigger their own conditions', async ({
    page,
  }) => {
    const frame = await openGame(page, 'construct', { ads: 'skipped', purchase: 'cancelled', signin: 'refused' });
    await frame.waitForFunction(() => (window as { __construct?: unknown }).__construct !== undefined);
    await construct(frame, `await c.act('Init')`);
    await frame.waitForFunction(
      () => (window as unknown as { __construct: Construct }).__construct.triggered.length >= 4,
    );
    await construct(
      frame,
      `c.triggered.splice(0); await c.act('ShowInterstitial'); await c.act('BuyProduct', 'gems_100'); await c.act('SignIn')`,
    );
    expect(
      await construct(
        frame,
        `return [c.triggered.splice(0), c.exp('AdType'), c.exp('AdOutcome'), c.exp('ErrorCode'), c.exp('ErrorMessage'), c.exp('TransactionId')]`,
      ),
    ).toEqual([
      [
        'OnPauseChanged',
        'OnAudioChanged',
        'OnPauseChanged',
        'OnAudioChanged',
        'OnAdSkipped',
        'OnError',
        'OnPurchaseCancelled',
        'OnSignInRefused',
      ],
      'interstitial',
      'skipped',
      'UserCancelled',
      'The player closed the payment',
      '',
    ]);
  });

  test('Init fails with a coded error when the SDK cannot be loaded', async ({ page }) => {
    const frame = await openGame(page, 'construct', { sdk: 'missing.js' });
    await frame.waitForFunction(() => (window as { __construct?: unknown }).__construct !== undefined);
    await construct(frame, `await c.act('Init')`);
    expect(
      await construct(
        frame,
        `return [c.triggered.splice(0), c.exp('ErrorMethod'), c.exp('ErrorCode'), c.exp('ErrorMessage'), c.cnd('IsReady')]`,
      ),
    ).toEqual([['OnError', 'OnInitFailed'], 'Init', 'NotSupported', 'Could not load missing.js', false]);
  });
});
