// The Unity player page of the Playport portal, served on the games origin at /unity-player/. The
// portal frames it for a game whose PlayGameType is Unity, with the build's files from the game's web
// client config in the query: loader, framework, data, code (wasm), compression, and the game's
// title. It loads the build's loader script and starts the build with Unity's loader contract,
// `createUnityInstance(canvas, config, onProgress)`, which returns a promise of the Unity instance
// and calls onProgress with the load progress from 0 to 1:
// https://docs.unity3d.com/Manual/webgl-templates.html and
// https://discussions.unity.com/t/changes-to-the-webgl-loader-and-templates-introduced-in-unity-2020-1/774226
// The build's Playport.jslib talks to the portal through the SDK loaded by this page, so a Unity game
// sits in the same frame and message channel as any other game.
(function () {
  'use strict';
  var query = new URLSearchParams(location.search);
  var canvas = document.getElementById('unity-canvas');
  var loading = document.getElementById('unity-loading');
  var bar = document.getElementById('unity-progress');
  var fill = bar.querySelector('.fill');
  var status = document.getElementById('unity-status');
  // A compressed build's files carry the compression's suffix; the games origin sends them with
  // Content-Encoding (https://docs.unity3d.com/Manual/webgl-deploying.html).
  var SUFFIX = { Disabled: '', Gzip: '.gz', Brotli: '.br' };

  var failed = false;

  function fail(message) {
    failed = true;
    bar.hidden = true;
    status.textContent = message;
    status.className = 'error';
    status.setAttribute('role', 'alert');
  }

  // A loader may go on reporting the files still arriving after it failed: the error stays.
  function progress(value) {
    if (failed) return;
    var percent = Math.round(Math.max(0, Math.min(1, Number(value) || 0)) * 100);
    fill.style.width = percent + '%';
    bar.setAttribute('aria-valuenow', String(percent));
    status.textContent = percent + '%';
  }

  // Every file must come from this page's origin: the query is anyone's to write, the origin is the game's.
  function file(name, compression) {
    var raw = query.get(name);
    if (!raw) throw new Error('The Unity build names no ' + name + ' file');
    var url = new URL(raw, location.href);
    if (url.origin !== location.origin)
      throw new Error('The Unity ' + name + ' file must be served from ' + location.origin + ': ' + url.href);
    var suffix = SUFFIX[compression];
    if (suffix && url.pathname.slice(-suffix.length) !== suffix) {
      throw new Error(
        'The Unity ' + name + ' file is not ' + compression + '-compressed (' + suffix + '): ' + url.href,
      );
    }
    return url.href;
  }

  function loadScript(src) {
    return new Promise(function (resolve, reject) {
      var script = document.createElement('script');
      script.src = src;
      script.onload = resolve;
      script.onerror = function () {
        reject(new Error('The Unity loader could not be loaded: ' + src));
      };
      document.body.appendChild(script);
    });
  }

  var title = query.get('title') || query.get('game') || 'Unity game';
  document.title = title;
  bar.setAttribute('aria-label', title);
  var compression = query.get('compression') || 'Disabled';
  var loaderUrl;
  var config;
  try {
    if (!Object.prototype.hasOwnProperty.call(SUFFIX, compression))
      throw new Error('Unknown Unity compression: ' + compression);
    loaderUrl = file('loader', 'Disabled');
    config = {
      dataUrl: file('data', compression),
      frameworkUrl: file('framework', compression),
      codeUrl: file('code', compression),
      streamingAssetsUrl: new URL('../StreamingAssets', loaderUrl).href,
      companyName: query.get('company') || '',
      productName: title,
    };
  } catch (error) {
    fail(error.message);
    return;
  }
  progress(0);
  loadScript(loaderUrl)
    .then(function () {
      if (typeof window.createUnityInstance !== 'function')
        throw new Error('The Unity loader defines no createUnityInstance');
      return window.createUnityInstance(canvas, config, progress);
    })
    .then(function (instance) {
      window.unityInstance = instance;
      progress(1);
      loading.hidden = true;
      canvas.focus();
    })
    .catch(function (error) {
      fail((error && error.message) || String(error));
    });
})();
