// The engine kits' checks (`npm run test:kits`): the generated API and Unity .meta files are current;
// the Unity package compiles with Mono's mcs against kits/unity/stubs (as a WebGL player and as the
// editor, with its editor assembly and sample) and its C# tests pass under Mono; every GDScript file
// of the Godot add-on parses (tree-sitter-gdscript) and covers every protocol method and event; the
// Construct addon's JSON files match the Addon SDK's schemas and its ACEs, strings and runtime agree.
// The kits' Chromium tests are in tests/browser/kits.spec.ts.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { acesJson, addonJson, langJson } from './kits/construct-schema.mjs';
import { generate, UNITY_PACKAGE, unityGuid } from './kits/generate.mjs';
import { loadProtocol } from './kits/protocol.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const at = (p) => join(root, p);
const results = { passed: 0, failed: 0, skipped: 0 };

async function check(name, fn) {
  try {
    await fn();
    results.passed++;
    console.log(`  ok    ${name}`);
  } catch (e) {
    results.failed++;
    console.log(
      `  FAIL  ${name}\n        ${String(e.message ?? e)
        .split('\n')
        .join('\n        ')}`,
    );
  }
}

function assert(ok, message) {
  if (!ok) throw new Error(message);
}

function files(dir) {
  return readdirSync(at(dir), { recursive: true })
    .map((f) => join(dir, f))
    .filter((f) => statSync(at(f)).isFile());
}

const { names } = await loadProtocol();
const snake = (s) => s.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

console.log('Kits: generated files');
const generated = await generate();
for (const [file, text] of Object.entries(generated).filter(([f]) => !f.endsWith('.meta'))) {
  await check(`${file} is generated from the current protocol contract`, () => {
    assert(
      existsSync(at(file)) && readFileSync(at(file), 'utf8') === text,
      `${file} is out of date: run \`node scripts/kits/generate.mjs\``,
    );
  });
}
await check('every imported Unity asset has its generated .meta, and no .meta is left without its asset', () => {
  const metas = Object.entries(generated).filter(([f]) => f.endsWith('.meta'));
  const stale = metas.filter(([f, text]) => !existsSync(at(f)) || readFileSync(at(f), 'utf8') !== text).map(([f]) => f);
  const orphans = files(UNITY_PACKAGE).filter((f) => f.endsWith('.meta') && !(f in generated));
  assert(
    !stale.length && !orphans.length,
    `stale or missing: ${stale.join(', ') || '-'}; orphans: ${orphans.join(', ') || '-'}`,
  );
});

await check(
  "the sample scene's MonoBehaviour points at the sample script's GUID, and package.json lists the sample",
  () => {
    const scene = readFileSync(at(`${UNITY_PACKAGE}/Samples~/Sample/PlayportSample.unity`), 'utf8');
    const guid = /m_Script: \{fileID: 11500000, guid: ([0-9a-f]{32}), type: 3\}/.exec(scene)?.[1];
    assert(
      guid === unityGuid('Samples~/Sample/PlayportSample.cs'),
      `the scene's script GUID ${guid} is not PlayportSample.cs's`,
    );
    const manifest = JSON.parse(readFileSync(at(`${UNITY_PACKAGE}/package.json`), 'utf8'));
    assert(
      /^com\.[a-z0-9-]+\.[a-z0-9.-]+$/.test(manifest.name) && /^\d+\.\d+\.\d+$/.test(manifest.version),
      "name or version is not in Unity's form",
    );
    assert(
      manifest.samples?.every((s) => existsSync(at(`${UNITY_PACKAGE}/${s.path}`))),
      'a sample path is missing',
    );
  },
);

console.log('Kits: Unity (mcs)');
const mcs = spawnSync('sh', ['-c', 'command -v mcs'], { encoding: 'utf8' }).stdout.trim();
if (!mcs) {
  if (process.env.CI) {
    await check('mcs is installed', () => assert(false, "mcs is missing: install Debian's mono-mcs (.ci/run does)"));
  } else {
    results.skipped++;
    console.log('  skip  Unity C# compile: mcs not found (apt-get install mono-mcs)');
  }
} else {
  const out = mkdtempSync(join(tmpdir(), 'playport-unity-'));
  mkdirSync(join(out, 'editor'));
  const cs = (dir) =>
    files(dir)
      .filter((f) => f.endsWith('.cs'))
      .map(at);
  const compile = (args) => {
    const r = spawnSync(mcs, ['-warnaserror+', '-nologo', ...args], { cwd: out, encoding: 'utf8' });
    assert(r.status === 0, (r.stdout + r.stderr).trim());
  };
  const runtime = cs(`${UNITY_PACKAGE}/Runtime`);
  await check('the UnityEngine and UnityEditor stubs compile', () => {
    compile(['-target:library', '-out:UnityEngine.dll', at('kits/unity/stubs/UnityEngine.cs')]);
    compile(['-target:library', '-out:UnityEditor.dll', '-r:UnityEngine.dll', at('kits/unity/stubs/UnityEditor.cs')]);
  });
  await check('Runtime compiles as a WebGL player (UNITY_WEBGL: the jslib imports)', () =>
    compile(['-target:library', '-out:Playport.dll', '-r:UnityEngine.dll', '-define:UNITY_WEBGL', ...runtime]),
  );
  await check('Runtime compiles as the editor (UNITY_WEBGL;UNITY_EDITOR: the mock)', () =>
    compile([
      '-target:library',
      '-out:editor/Playport.dll',
      '-r:UnityEngine.dll',
      '-define:UNITY_WEBGL;UNITY_EDITOR',
      ...runtime,
    ]),
  );
  await check('Editor compiles against Runtime and UnityEditor', () =>
    compile([
      '-target:library',
      '-out:Playport.Editor.dll',
      '-r:UnityEngine.dll',
      '-r:UnityEditor.dll',
      '-r:editor/Playport.dll',
      ...cs(`${UNITY_PACKAGE}/Editor`),
    ]),
  );
  await check('the sample compiles against Runtime', () =>
    compile([
      '-target:library',
      '-out:Sample.dll',
      '-r:UnityEngine.dll',
      '-r:Playport.dll',
      ...cs(`${UNITY_PACKAGE}/Samples~`),
    ]),
  );
  await check('kits/unity/tests/KitTests.cs passes under Mono', () => {
    compile(['-out:KitTests.exe', '-nowarn:219', '-r:UnityEngine.dll', ...runtime, at('kits/unity/tests/KitTests.cs')]);
    const r = spawnSync('mono', [join(out, 'KitTests.exe')], {
      cwd: out,
      encoding: 'utf8',
      env: { ...process.env, MONO_PATH: out },
    });
    process.stdout.write(r.stdout.replace(/^/gm, '        '));
    const summary = /^(\d+) passed, (\d+) failed$/m.exec(r.stdout);
    assert(
      r.status === 0 && summary && summary[2] === '0' && Number(summary[1]) > 0,
      `mono exited ${r.status}: ${r.stderr.trim()}`,
    );
  });
  rmSync(out, { recursive: true, force: true });
}

console.log('Kits: Godot');
const require = createRequire(at('tests/package.json'));
const Parser = require('tree-sitter');
const parser = new Parser();
parser.setLanguage(require('tree-sitter-gdscript'));
const firstError = (node) => {
  if (node.type === 'ERROR' || node.isMissing) return node;
  for (const child of node.children) {
    const found = firstError(child);
    if (found) return found;
  }
  return null;
};
await check('the GDScript parser rejects broken code (it is live)', () => {
  assert(
    parser.parse('func f(x: int = ) -> void:\n\tvar y := \n').rootNode.hasError,
    'a broken function parsed without error',
  );
});
const gdFiles = files('kits/godot').filter((f) => f.endsWith('.gd'));
for (const file of gdFiles) {
  await check(`${file} parses as GDScript`, () => {
    const tree = parser.parse(readFileSync(at(file), 'utf8'));
    const error = tree.rootNode.hasError ? firstError(tree.rootNode) : null;
    assert(
      !tree.rootNode.hasError,
      `syntax error at line ${(error?.startPosition.row ?? 0) + 1}: ${error?.text.slice(0, 80)}`,
    );
  });
}
await check('the autoload has an awaitable typed method for every protocol method and a signal for every event', () => {
  const tree = parser.parse(readFileSync(at('kits/godot/addons/playport/playport.gd'), 'utf8'));
  const funcs = new Map();
  const signals = new Set();
  for (const node of tree.rootNode.children) {
    if (node.type === 'function_definition') funcs.set(node.childForFieldName('name').text, node.text);
    if (node.type === 'signal_statement') signals.add(node.childForFieldName('name').text);
  }
  const missing = names.METHODS.filter((m) => {
    const body = funcs.get(snake(m)) ?? '';
    return !body.includes(') -> PlayportResult:') || !body.includes(`return await _bridge.call_method("${m}", `);
  });
  const noSignal = names.EVENTS.filter((e) => !signals.has(snake(e)));
  assert(
    !missing.length && !noSignal.length,
    `methods: ${missing.join(', ') || '-'}; signals: ${noSignal.join(', ') || '-'}`,
  );
});
await check('plugin.cfg, project.godot and the sample scene point at files that exist', () => {
  const cfg = readFileSync(at('kits/godot/addons/playport/plugin.cfg'), 'utf8');
  for (const key of ['name', 'description', 'author', 'version', 'script'])
    assert(new RegExp(`^${key}="[^"]+"$`, 'm').test(cfg), `plugin.cfg lacks ${key}`);
  assert(
    existsSync(at(`kits/godot/addons/playport/${/^script="(.+)"$/m.exec(cfg)[1]}`)),
    'plugin.cfg script is missing',
  );
  const resPaths = [
    'kits/godot/project.godot',
    'kits/godot/sample/main.tscn',
    'kits/godot/addons/playport/plugin.gd',
  ].flatMap((f) => [...readFileSync(at(f), 'utf8').matchAll(/res:\/\/([\w./-]+)/g)].map((m) => m[1]));
  const missing = resPaths.filter((p) => !existsSync(at(`kits/godot/${p}`)));
  assert(resPaths.length >= 4 && !missing.length, `missing res:// files: ${missing.join(', ')}`);
});

console.log('Kits: Construct');
const addonDir = 'kits/construct/playport';
const readJson = (f) => JSON.parse(readFileSync(at(`${addonDir}/${f}`), 'utf8'));
const parsed = {};
for (const [file, schema] of [
  ['addon.json', addonJson],
  ['aces.json', acesJson],
  ['lang/en-US.json', langJson],
]) {
  await check(`${file} matches the Addon SDK's schema`, () => {
    const r = schema.safeParse(readJson(file));
    assert(r.success, r.success ? '' : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n'));
    parsed[file] = r.data;
  });
}
await check(
  "addon.json lists exactly the addon's files, its editor scripts exist, and it needs the DOM (no worker mode)",
  () => {
    const addon = readJson('addon.json');
    const actual = files(addonDir)
      .map((f) => relative(addonDir, f).split('\\').join('/'))
      .sort();
    assert(
      JSON.stringify([...addon['file-list']].sort()) === JSON.stringify(actual),
      `file-list ${addon['file-list'].join(',')} vs ${actual.join(',')}`,
    );
    assert(
      addon['editor-scripts'].every((f) => actual.includes(f)),
      'an editor script is missing',
    );
    assert(addon['supports-worker-mode'] === false, 'playport.js needs the page: supports-worker-mode must be false');
  },
);
await check(
  "every ACE has its strings and every string its ACE; runtime functions exist with the ACE's parameters",
  async () => {
    const aces = readJson('aces.json');
    const lang = Object.values(readJson('lang/en-US.json').text.plugins)[0];
    const addon = readJson('addon.json');
    assert(
      Object.keys(readJson('lang/en-US.json').text.plugins)[0] === addon.id.toLowerCase(),
      'the strings are not under the addon id',
    );
    class Base {
      _getInitProperties() {
        return null;
      }
    }
    Object.assign(globalThis, {
      C3: { Plugins: {} },
      ISDKPluginBase: Base,
      ISDKObjectTypeBase: Base,
      ISDKInstanceBase: Base,
    });
    await import(pathToFileURL(at(`${addonDir}/c3runtime/main.js`)).href);
    const plugin = globalThis.C3.Plugins[addon.id];
    const problems = [];
    for (const [kind, runtime, nameKey] of [
      ['conditions', plugin.Cnds, 'scriptName'],
      ['actions', plugin.Acts, 'scriptName'],
      ['expressions', plugin.Exps, 'expressionName'],
    ]) {
      const entries = Object.values(aces)
        .filter((c) => typeof c === 'object')
        .flatMap((c) => c[kind] ?? []);
      const ids = new Set(entries.map((e) => e.id));
      for (const id of Object.keys(lang[kind] ?? {}))
        if (!ids.has(id)) problems.push(`${kind}: strings for unknown ${id}`);
      for (const e of entries) {
        const text = lang[kind]?.[e.id];
        if (!text) problems.push(`${kind}: no strings for ${e.id}`);
        const params = (e.params ?? []).map((p) => p.id);
        const textParams = Object.keys(text?.params ?? {});
        if (JSON.stringify(params) !== JSON.stringify(textParams))
          problems.push(`${kind}: ${e.id} params ${params} vs strings ${textParams}`);
        const fn = runtime?.[e[nameKey]];
        if (typeof fn !== 'function') problems.push(`${kind}: no runtime function ${e[nameKey]}`);
        else if (!e.isTrigger && fn.length !== params.length)
          problems.push(`${kind}: ${e[nameKey]} takes ${fn.length} arguments, the ACE ${params.length}`);
      }
      for (const name of Object.keys(runtime ?? {}))
        if (!entries.some((e) => e[nameKey] === name)) problems.push(`${kind}: runtime ${name} has no ACE`);
    }
    // The runtime tells triggers apart by their function (`_trigger(Cnds.OnX)`): no two may share one.
    const cnds = Object.entries(plugin.Cnds ?? {});
    for (const [name, fn] of cnds) {
      const twin = cnds.find(([other, f]) => other !== name && f === fn);
      if (twin) problems.push(`conditions: ${name} and ${twin[0]} share one function`);
    }
    assert(!problems.length, problems.join('\n'));
  },
);

console.log(
  `${results.passed} passed, ${results.failed} failed${results.skipped ? `, ${results.skipped} skipped` : ''}`,
);
process.exit(results.failed ? 1 : 0);
