// Unity WebGL plugin: lets C# (PlayportBridge.cs) drive the global `Playport` from playport.js.
// Answers go back to one GameObject through SendMessage, as JSON envelopes that JsonUtility can read;
// the result or payload itself travels as a JSON string inside the envelope, for the game to parse.
// Shared state and helpers are `$`-prefixed library entries (plain data and functions only), the form
// every Emscripten version Unity ships can serialise.
mergeInto(LibraryManager.library, {
  $PlayportState: { target: '', client: null, pending: [] },

  $PlayportSend__deps: ['$PlayportState'],
  $PlayportSend: function (method, envelope) {
    SendMessage(PlayportState.target, method, JSON.stringify(envelope));
  },

  $PlayportFail__deps: ['$PlayportSend'],
  $PlayportFail: function (id, err) {
    PlayportSend('OnPlayportResult', {
      id: id,
      ok: false,
      json: '',
      code: (err && err.code) || 'Unknown',
      message: (err && err.message) || String(err),
      field: (err && err.field) || '',
    });
  },

  $PlayportListen__deps: ['$PlayportState', '$PlayportSend'],
  $PlayportListen: function (name) {
    PlayportState.client.on(name, function (payload) {
      PlayportSend('OnPlayportEvent', { name: name, json: JSON.stringify(payload === undefined ? null : payload) });
    });
  },

  PlayportInit__deps: ['$PlayportState', '$PlayportSend', '$PlayportFail', '$PlayportListen'],
  PlayportInit: function (gameObject, timeoutMs, initTimeoutMs, interactiveTimeoutMs) {
    PlayportState.target = UTF8ToString(gameObject);
    if (typeof Playport === 'undefined') {
      PlayportFail(-1, { code: 'NotSupported', message: 'playport.js is not loaded on this page' });
      return;
    }
    var options = {};
    if (timeoutMs > 0) options.timeout = timeoutMs;
    if (initTimeoutMs > 0) options.initTimeout = initTimeoutMs;
    if (interactiveTimeoutMs > 0) options.interactiveTimeout = interactiveTimeoutMs;
    Playport.init(options).then(
      function (client) {
        PlayportState.client = client;
        // Subscriptions made before the client existed.
        PlayportState.pending.forEach(PlayportListen);
        PlayportState.pending = [];
        PlayportSend('OnPlayportResult', { id: -1, ok: true, json: JSON.stringify({ mode: client.mode }) });
      },
      function (err) {
        PlayportFail(-1, err);
      },
    );
  },

  PlayportCall__deps: ['$PlayportState', '$PlayportSend', '$PlayportFail'],
  PlayportCall: function (id, method, paramsJson) {
    var name = UTF8ToString(method);
    var text = paramsJson ? UTF8ToString(paramsJson) : '';
    if (!PlayportState.client) {
      PlayportFail(id, { code: 'NotConnected', message: 'Call Init() and wait for Ready first' });
      return;
    }
    var params;
    try {
      params = text ? JSON.parse(text) : undefined;
    } catch (e) {
      PlayportFail(id, { code: 'InvalidParams', message: 'The params are not valid JSON: ' + e.message });
      return;
    }
    PlayportState.client.call(name, params).then(
      function (result) {
        PlayportSend('OnPlayportResult', {
          id: id,
          ok: true,
          json: JSON.stringify(result === undefined ? null : result),
        });
      },
      function (err) {
        PlayportFail(id, err);
      },
    );
  },

  PlayportSubscribe__deps: ['$PlayportState', '$PlayportListen'],
  PlayportSubscribe: function (eventName) {
    var name = UTF8ToString(eventName);
    if (PlayportState.client) PlayportListen(name);
    else PlayportState.pending.push(name);
  },

  PlayportDestroy__deps: ['$PlayportState'],
  PlayportDestroy: function () {
    if (PlayportState.client) PlayportState.client.destroy();
    PlayportState.client = null;
  },
});
