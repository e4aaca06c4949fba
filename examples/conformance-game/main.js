/* global createRawPeer -- defined by raw.js, loaded before this script */
// Calls every protocol method once with valid params and shows each answer. Tests read the same
// answers from `window.__conformance`; `?raw=1` skips the SDK and speaks the wire by hand (raw.js).
const $ = (id) => document.getElementById(id);
const lowerFirst = (name) => name[0].toLowerCase() + name.slice(1);
const plainError = (err) => ({ code: err?.code ?? 'Unknown', message: String(err?.message ?? err), field: err?.field });

function addRow(row) {
  const tr = document.createElement('tr');
  tr.className = row.status;
  for (const text of [row.method, row.status, JSON.stringify(row.status === 'ok' ? row.result : row.error)]) {
    const td = document.createElement('td');
    td.textContent = text ?? 'undefined';
    tr.append(td);
  }
  $('results').append(tr);
}

function addEvent(name, payload) {
  const li = document.createElement('li');
  li.textContent = `${name} ${JSON.stringify(payload)}`;
  $('events').append(li);
}

async function runOne(client, method, params) {
  const typed = client[lowerFirst(method)];
  const via = typeof typed === 'function' ? 'method' : 'call';
  try {
    const result = await (via === 'method' ? client[lowerFirst(method)](params) : client.call(method, params));
    return { method, via, status: 'ok', result };
  } catch (err) {
    return { method, via, status: 'error', error: plainError(err) };
  }
}

async function runAll(state) {
  // Nobody is there to answer a purchase, a sign-in or an ad in a conformance run: the calls that wait
  // for the player get the short call timeout too, and a Timeout is a coded answer like any other.
  const client = await Playport.init({ interactiveTimeout: 10_000 });
  window.__playport = client;
  for (const name of Playport.EVENTS) {
    client.on(name, (payload) => {
      state.events.push({ name, payload });
      addEvent(name, payload);
    });
  }
  $('summary').textContent = `Connected (${client.mode}); calling ${window.CONFORMANCE_SAMPLES.length} methods…`;
  // One after another, so the table reads in protocol order and no call depends on timing.
  for (const [method, params] of window.CONFORMANCE_SAMPLES) {
    const row = await runOne(client, method, params);
    state.results.push(row);
    addRow(row);
  }
  const failed = state.results.filter((r) => r.status === 'error').length;
  $('summary').textContent = `Done: ${state.results.length} methods, ${failed} answered with an error.`;
  return state.results;
}

if (new URLSearchParams(location.search).has('raw')) {
  window.__raw = createRawPeer();
  $('summary').textContent = 'Raw mode: the test drives the port.';
} else {
  const state = { results: [], events: [] };
  state.done = runAll(state).catch((err) => {
    state.initError = plainError(err);
    $('summary').textContent = `Playport.init failed: ${state.initError.code}: ${state.initError.message}`;
    return state.results;
  });
  window.__conformance = state;
}
