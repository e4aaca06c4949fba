// The QA page of `playport dev`: the game runs in the local portal (the frame, same origin), which
// hands this page its window in local mode (window.playportDevPanel.attach). The page scripts the
// platform simulators through `playportSimulatorScenario`, the same scenario the test suites use, and
// logs every protocol call and event that passes the host's MessagePort.
const $ = (id) => document.getElementById(id);
const config = await fetch('config.json').then((r) => r.json());
const params = new URLSearchParams(location.search);

const state = {
  platform: params.get('platform') ?? config.platform,
  lang: params.get('lang') ?? config.gameLanguages[0] ?? 'en',
  orientation: params.get('orientation') ?? config.orientation ?? 'landscape',
  device: params.get('device') ?? 'desktop',
  safeArea: Number(params.get('safeArea') ?? 0) || 0,
  signIn: params.get('signIn') ?? '',
  ad: params.get('ad') ?? '',
  purchase: params.get('purchase') ?? '',
  offline: false,
};

/** The live scenario object the simulators read; replaced key by key, never swapped, so they see each change. */
const scenario = {};
const log = [];
const pending = new Map();
let host = null;
let portalWindow = null;
let seq = 0;

function option(select, value, label, selected) {
  select.append(new Option(label, value, false, value === selected));
}

function fillOutcomes() {
  const outcomes = config.outcomes[state.platform];
  for (const [id, group, none] of [
    ['ad', 'ad', 'platform default'],
    ['purchase', 'purchase', 'platform default'],
    ['sign-in', 'signIn', 'platform default'],
  ]) {
    const select = $(id);
    select.replaceChildren();
    option(select, '', none, state[group]);
    for (const key of Object.keys(outcomes[group])) option(select, key, key, state[group]);
    if (!(state[group] in outcomes[group])) state[group] = '';
    select.value = state[group];
    select.disabled = Object.keys(outcomes[group]).length === 0;
  }
  $('ad-result').textContent = state.ad ? `The game gets ${outcomes.ad[state.ad]}` : '';
  $('purchase-result').textContent = state.purchase
    ? `The game gets ${outcomes.purchase[state.purchase]}`
    : (outcomes.purchaseWindow ?? '');
}

async function applyScenario() {
  const q = new URLSearchParams({ platform: state.platform });
  for (const key of ['ad', 'purchase', 'signIn']) if (state[key]) q.set(key, state[key]);
  const next = await fetch(`scenario?${q}`).then((r) => r.json());
  for (const key of Object.keys(scenario)) delete scenario[key];
  Object.assign(scenario, next);
  fillOutcomes();
}

function syncUrl() {
  const q = new URLSearchParams();
  for (const key of ['platform', 'lang', 'orientation', 'device', 'safeArea', 'signIn', 'ad', 'purchase'])
    if (state[key] !== '' && state[key] !== 0) q.set(key, String(state[key]));
  history.replaceState(null, '', `?${q}`);
}

function layout() {
  $('device').className = `${state.device} ${state.orientation}`;
}

async function start() {
  host = null;
  pending.clear();
  await applyScenario();
  layout();
  syncUrl();
  $('portal').src =
    `/play/${encodeURIComponent(config.game)}/iframe/${encodeURIComponent(state.platform)}?lng=${encodeURIComponent(state.lang)}`;
}

function short(value) {
  if (value === undefined) return '';
  const text = JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 120)}…` : text;
}

function render() {
  const filter = $('filter').value.trim().toLowerCase();
  const body = $('log').tBodies[0];
  body.replaceChildren();
  for (const entry of log) {
    const answer = entry.error
      ? `${entry.error.code ?? entry.error.name}: ${entry.error.message}`
      : entry.status === 'pending'
        ? '…'
        : short(entry.result);
    const text = `${entry.kind} ${entry.name} ${short(entry.params)} ${answer}`.toLowerCase();
    if (filter && !text.includes(filter)) continue;
    const tr = body.insertRow();
    tr.className = entry.error ? 'error' : entry.kind;
    tr.dataset.name = entry.name;
    for (const cell of [
      entry.at.slice(11, 23),
      entry.kind,
      entry.name,
      short(entry.params),
      answer,
      entry.durationMs ?? '',
    ])
      tr.insertCell().textContent = String(cell);
  }
}

function record(entry) {
  log.push(entry);
  render();
  return entry;
}

/** penpal messages on the host's port: calls from the game (`call(method, params)`), events from the host (`event(name, payload)`), replies. */
function observe(from, data) {
  if (!data || typeof data !== 'object' || data.namespace !== 'penpal') return;
  if (data.type === 'CALL') {
    const path = Array.isArray(data.methodPath) ? data.methodPath.join('.') : String(data.methodPath);
    const args = Array.isArray(data.args) ? data.args : [];
    const isEvent = from === 'host' && path === 'event';
    const isCall = from === 'game' && path === 'call';
    const entry = record({
      id: ++seq,
      at: new Date().toISOString(),
      kind: isEvent ? 'event' : 'call',
      name: isEvent || isCall ? String(args[0]) : path,
      params: isEvent || isCall ? args[1] : args,
      status: 'pending',
      started: performance.now(),
    });
    pending.set(`${from}:${data.channel ?? ''}:${data.id}`, entry);
  } else if (data.type === 'REPLY') {
    const caller = from === 'host' ? 'game' : 'host';
    const key = `${caller}:${data.channel ?? ''}:${data.callId}`;
    const entry = pending.get(key);
    if (!entry) return;
    pending.delete(key);
    entry.durationMs = Math.round(performance.now() - entry.started);
    delete entry.started;
    const value = data.value;
    if (data.isError) {
      entry.status = 'error';
      entry.error = { code: value?.penpalCode ?? value?.name ?? 'Error', message: value?.message ?? '' };
    } else if (value && typeof value === 'object' && 'error' in value && value.error) {
      entry.status = 'error';
      entry.error = { code: value.error.code, message: value.error.message };
    } else {
      entry.status = 'ok';
      entry.result = value && typeof value === 'object' && 'result' in value ? value.result : value;
    }
    render();
  }
}

function tapPorts(win) {
  const proto = win.MessagePort.prototype;
  const post = proto.postMessage;
  proto.postMessage = function (message, ...rest) {
    try {
      observe('host', message);
    } catch {
      /* the log never breaks the channel */
    }
    return post.call(this, message, ...rest);
  };
  const wrapped = new WeakMap();
  const add = proto.addEventListener;
  const remove = proto.removeEventListener;
  proto.addEventListener = function (type, listener, options) {
    if (type !== 'message' || typeof listener !== 'function') return add.call(this, type, listener, options);
    const tapped = function (event) {
      try {
        observe('game', event.data);
      } catch {
        /* as above */
      }
      return listener.call(this, event);
    };
    wrapped.set(listener, tapped);
    return add.call(this, type, tapped, options);
  };
  proto.removeEventListener = function (type, listener, options) {
    return remove.call(this, type, (typeof listener === 'function' && wrapped.get(listener)) || listener, options);
  };
}

function cutNetwork(win) {
  const original = win.fetch.bind(win);
  win.fetch = (input, init) =>
    state.offline ? Promise.reject(new win.TypeError('Failed to fetch')) : original(input, init);
}

/**
 * The sandbox checkout window the host opens for a purchase (same origin as this page): with a chosen
 * outcome, the page presses Pay or Decline in it, or answers as a browser that blocked it.
 */
function scriptCheckout(win) {
  const open = win.open;
  win.open = function (url, ...rest) {
    const action = state.purchase && config.outcomes[state.platform].checkout[state.purchase];
    if (!action || !/\/dev\/sandbox-pay\//.test(String(url))) return open.call(this, url, ...rest);
    record({
      id: ++seq,
      at: new Date().toISOString(),
      kind: 'panel',
      name: `checkout ${action}`,
      params: String(url),
      status: 'ok',
    });
    if (action === 'block') return null;
    const checkout = open.call(this, url, ...rest);
    const press = () => {
      const button = checkout?.document?.getElementById(action);
      if (button && checkout.location.pathname.endsWith(new URL(String(url), location.href).pathname)) button.click();
      else if (checkout && !checkout.closed) setTimeout(press, 100);
    };
    setTimeout(press, 100);
    return checkout;
  };
}

function applySafeArea() {
  const root = portalWindow?.document.documentElement;
  if (!root) return;
  for (const side of ['top', 'bottom', 'left', 'right'])
    root.style.setProperty(`--safe-area-inset-${side}`, `${state.safeArea}px`);
}

window.playportDevPanel = {
  attach(win) {
    portalWindow = win;
    win.playportSimulatorScenario = scenario;
    tapPorts(win);
    cutNetwork(win);
    scriptCheckout(win);
    applySafeArea();
  },
  hostMounted(mounted, adapter) {
    host = mounted;
    record({ id: ++seq, at: new Date().toISOString(), kind: 'host', name: `mounted under ${adapter}`, status: 'ok' });
  },
};

async function refreshOrders() {
  const { orders } = await fetch('orders', { cache: 'no-store' }).then((r) => r.json());
  $('orders').replaceChildren(
    ...orders.map((o) =>
      Object.assign(document.createElement('li'), {
        textContent: `${o.id} ${o.sku} ${o.status}${o.optimisticStatus ? ` (game told: ${o.optimisticStatus})` : ''} (${o.platform}, ${o.price} ${o.currency})`,
      }),
    ),
  );
  return orders;
}

function pushEvent() {
  const name = $('event').value;
  let payload;
  try {
    payload = JSON.parse($('event-payload').value || '{}');
  } catch {
    $('push-result').textContent = 'The payload is not JSON.';
    return;
  }
  if (!host) {
    $('push-result').textContent = 'No game is running yet.';
    return;
  }
  if (name === 'LanguageChanged' && typeof payload.language === 'string') host.setLanguage(payload.language);
  else host.emit(name, payload);
  $('push-result').textContent = `Pushed ${name}.`;
}

// The platform simulator raises its own pause or mute signal (window.__playportPlatformSignals), which
// the adapter reports and the host pushes as PauseStateChanged / AudioStateChanged with reason 'platform'.
function platformSignal(kind, on) {
  const signals = portalWindow?.__playportPlatformSignals;
  const raise = signals?.[kind];
  if (typeof raise !== 'function') {
    $('signal-result').textContent = `${state.platform} has no platform ${kind} signal.`;
    $(`platform-${kind}`).checked = false;
    return;
  }
  raise(on);
  $('signal-result').textContent = `${state.platform}: platform ${kind} ${on ? 'on' : 'off'}.`;
}

function exportLog() {
  const blob = new Blob([JSON.stringify(log, null, 2)], { type: 'application/json' });
  const a = Object.assign(document.createElement('a'), {
    href: URL.createObjectURL(blob),
    download: `playport-log-${config.game}.json`,
  });
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

$('game-name').textContent = config.title;
for (const name of config.platforms) option($('platform'), name, name, state.platform);
for (const lang of config.languages) option($('language'), lang, lang, state.lang);
$('orientation').value = state.orientation;
$('device-kind').value = state.device;
$('safe-area').value = String(state.safeArea);

$('platform').addEventListener('change', (e) => {
  state.platform = e.target.value;
  state.ad = state.purchase = state.signIn = '';
  void start();
});
$('language').addEventListener('change', (e) => {
  state.lang = e.target.value;
  void start();
});
$('sign-in').addEventListener('change', (e) => {
  state.signIn = e.target.value;
  void start();
});
$('orientation').addEventListener('change', (e) => {
  state.orientation = e.target.value;
  layout();
  syncUrl();
});
$('device-kind').addEventListener('change', (e) => {
  state.device = e.target.value;
  layout();
  syncUrl();
});
$('safe-area').addEventListener('change', (e) => {
  state.safeArea = Math.max(0, Number(e.target.value) || 0);
  applySafeArea();
  syncUrl();
});
$('reload').addEventListener('click', () => void start());
$('ad').addEventListener('change', (e) => {
  state.ad = e.target.value;
  syncUrl();
  void applyScenario();
});
$('purchase').addEventListener('change', (e) => {
  state.purchase = e.target.value;
  syncUrl();
  void applyScenario();
});
$('offline').addEventListener('change', (e) => {
  state.offline = e.target.checked;
});
$('push').addEventListener('click', pushEvent);
$('platform-pause').addEventListener('change', (e) => platformSignal('pause', e.target.checked));
$('platform-mute').addEventListener('change', (e) => platformSignal('mute', e.target.checked));
$('filter').addEventListener('input', render);
$('export').addEventListener('click', exportLog);
$('clear').addEventListener('click', () => {
  log.length = 0;
  render();
});
$('refresh-orders').addEventListener('click', () => void refreshOrders());

window.__playportDev = { state, scenario, log, refreshOrders, ready: start() };
