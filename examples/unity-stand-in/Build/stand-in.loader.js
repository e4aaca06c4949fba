// A stand-in for the loader script of a Unity WebGL build (Build/{name}.loader.js), so the portal's
// Unity player can be tested without a Unity build. It keeps the loader's contract: a global
// createUnityInstance(canvas, config, onProgress) that downloads config.dataUrl and config.codeUrl,
// runs config.frameworkUrl as a script defining unityFramework(Module), calls onProgress with values
// from 0 to 1, and returns a promise of the instance (SendMessage, SetFullscreen, Quit), rejected when
// a file fails: https://docs.unity3d.com/Manual/webgl-templates.html and
// https://discussions.unity.com/t/changes-to-the-webgl-loader-and-templates-introduced-in-unity-2020-1/774226
// Instead of a Unity runtime, its framework starts a tiny game that uses the Playport SDK.
function createUnityInstance(canvas, config, onProgress) {
  'use strict';
  var report = typeof onProgress === 'function' ? onProgress : function () {};
  var steps = 4;
  var done = 0;
  function step(value) {
    done += 1;
    report(done / steps);
    return value;
  }
  function download(url, read) {
    return fetch(url).then(function (response) {
      if (!response.ok) throw new Error('Failed to download ' + url + ' (HTTP ' + response.status + ')');
      return response[read]();
    });
  }
  function script(url) {
    return new Promise(function (resolve, reject) {
      var element = document.createElement('script');
      element.src = url;
      element.onload = resolve;
      element.onerror = function () {
        reject(new Error('Failed to load ' + url));
      };
      document.body.appendChild(element);
    });
  }
  report(0);
  return Promise.all([
    download(config.dataUrl, 'arrayBuffer').then(step),
    download(config.codeUrl, 'arrayBuffer').then(function (bytes) {
      return WebAssembly.instantiate(bytes);
    }).then(step),
    script(config.frameworkUrl).then(step),
  ]).then(function (loaded) {
    if (typeof unityFramework !== 'function') throw new Error('The framework defines no unityFramework');
    var Module = { canvas: canvas, data: loaded[0], wasm: loaded[1].instance, productName: config.productName, companyName: config.companyName };
    return Promise.resolve(unityFramework(Module)).then(function () {
      step();
      return {
        Module: Module,
        SendMessage: function (gameObject, method, value) {
          if (typeof Module.onMessage === 'function') Module.onMessage(gameObject, method, value);
        },
        SetFullscreen: function (fullscreen) {
          return fullscreen ? canvas.requestFullscreen() : document.exitFullscreen();
        },
        Quit: function () {
          return Promise.resolve(typeof Module.quit === 'function' && Module.quit());
        },
      };
    });
  });
}
