// The stand-in build's framework (Build/stand-in.framework.js.gz, gzipped from this file): what a
// Unity framework script provides to its loader, a global unityFramework(Module). It starts a tiny
// game on Module.canvas: it reads its greeting from the data file, adds two numbers in the build's
// wasm module, connects to the host through the global Playport SDK (as Playport.jslib would) and
// greets the player. Its state is written to the canvas's aria-label, for people and tests.
/* exported unityFramework -- the Unity loader calls it */
function unityFramework(Module) {
  'use strict';
  var canvas = Module.canvas;
  var context = canvas.getContext('2d');
  var data = JSON.parse(new TextDecoder().decode(Module.data));
  var sum = Module.wasm.exports.add(2, 3);
  function draw(lines) {
    canvas.width = canvas.clientWidth || 640;
    canvas.height = canvas.clientHeight || 360;
    context.fillStyle = '#0b3d2e';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.fillStyle = '#ffffff';
    context.font = '20px system-ui, sans-serif';
    context.textAlign = 'center';
    lines.forEach(function (line, i) {
      context.fillText(line, canvas.width / 2, canvas.height / 2 + (i - (lines.length - 1) / 2) * 30);
    });
    canvas.setAttribute('aria-label', lines.join(' | '));
  }
  draw([data.greeting, 'wasm: 2 + 3 = ' + sum, 'Connecting…']);
  if (typeof Playport === 'undefined') {
    draw([data.greeting, 'wasm: 2 + 3 = ' + sum, 'No Playport SDK on this page']);
    return;
  }
  Playport.init().then(
    function (client) {
      return client.getInfo().then(function (info) {
        var name = (info.social && info.social.displayName) || (info.fxId && info.fxId.userId ? 'player' : 'guest');
        draw([data.greeting, 'wasm: 2 + 3 = ' + sum, 'Connected to ' + info.game + ' as ' + name]);
        Module.quit = function () {
          return client.destroy && client.destroy();
        };
      });
    },
    function (error) {
      draw([data.greeting, 'wasm: 2 + 3 = ' + sum, 'Not connected: ' + error.message]);
    },
  );
}
