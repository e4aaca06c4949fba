// A hand-written peer for the bad-input suite: it does the init-port handshake and penpal's SYN/ACK
// exchange itself, so a test can put anything on the port, including what the SDK would never send.
function readFragment() {
  const params = new URLSearchParams(location.hash.slice(1));
  return { nonce: params.get('playport-nonce') ?? '', hostOrigin: params.get('playport-host') ?? '' };
}

/* exported createRawPeer -- main.js calls it */
function createRawPeer() {
  const query = new URLSearchParams(location.search);
  const { nonce, hostOrigin } = readFragment();
  const peer = {
    nonce,
    hostOrigin,
    /** Every message the parent window sent us (handshake replies). */
    windowMessages: [],
    /** Every message that arrived on the port. */
    received: [],
    /** Event calls from the host, by name and payload. */
    events: [],
    /** While true, host→game event calls are recorded but never answered. */
    holdEvents: query.has('hold-events'),
    channel: undefined,
    port: undefined,
  };
  let nextId = 0;
  const waiting = new Map();
  let markReady;
  peer.ready = new Promise((resolve) => (markReady = resolve));

  const penpal = (type, extra) => ({ namespace: 'penpal', channel: peer.channel, type, ...extra });

  function onPortMessage({ data }) {
    peer.received.push(data);
    if (data?.namespace !== 'penpal') return;
    if (data.type === 'SYN') {
      peer.channel = data.channel;
      // The lowest possible participant id: the host always leads and sends ACK1.
      peer.port.postMessage(penpal('SYN', { participantId: '0' }));
    } else if (data.type === 'ACK1') {
      peer.port.postMessage(penpal('ACK2'));
      markReady();
    } else if (data.type === 'CALL') {
      const [name, payload] = Array.isArray(data.args) ? data.args : [];
      peer.events.push({ name, payload, path: data.methodPath });
      if (!peer.holdEvents) peer.port.postMessage(penpal('REPLY', { callId: data.id, value: undefined }));
    } else if (data.type === 'REPLY' && waiting.has(data.callId)) {
      waiting.get(data.callId)(data);
      waiting.delete(data.callId);
    }
  }

  window.addEventListener('message', (event) => {
    if (event.source !== window.parent) return;
    peer.windowMessages.push({ origin: event.origin, data: event.data, ports: event.ports.length });
    if (event.origin !== hostOrigin || event.data?.type !== 'playport:port' || !event.ports[0]) return;
    peer.port = event.ports[0];
    peer.port.onmessage = onPortMessage;
  });

  /** Posts an init-port message to the parent; `overrides` replace any field. */
  peer.sendInit = (overrides = {}, targetOrigin = hostOrigin) => {
    const major = Number(query.get('major') ?? 1);
    const message = { type: 'playport:init-port', nonce, version: { major, minor: 5 }, build: 1047, ...overrides };
    window.parent.postMessage(message, targetOrigin);
  };

  /** Posts anything on the port. */
  peer.post = (message) => peer.port.postMessage(message);

  /** Sends a penpal CALL and resolves with the raw REPLY message. */
  peer.call = (methodPath, args, extra = {}) => {
    const id = `raw-${++nextId}`;
    const reply = new Promise((resolve) => waiting.set(id, resolve));
    peer.post(penpal('CALL', { id, methodPath, args, ...extra }));
    return reply;
  };

  if (!query.has('manual')) peer.sendInit();
  return peer;
}
