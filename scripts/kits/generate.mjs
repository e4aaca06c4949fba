// Writes the engine kits' typed API from the protocol contract (sdk/src/protocol): the C# types and
// methods of the Unity kit and the GDScript methods and signals of the Godot add-on.
// `node scripts/kits/generate.mjs` writes them; `--check` fails when a committed file is out of date.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadProtocol } from './protocol.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const GENERATED = {
  csharp: 'kits/unity/com.playport.sdk/Runtime/PlayportApi.g.cs',
  gdscript: 'kits/godot/addons/playport/playport.gd',
};

const pascal = (s) => s.replace(/(^|[-_ ])(\w)/g, (_, __, c) => c.toUpperCase());
const snake = (s) =>
  s
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();
const def = (s) => s._zod.def;

/** Strips optional and nullable wrappers. */
function unwrap(schema) {
  let s = schema;
  let optional = false;
  let nullable = false;
  for (;;) {
    const d = def(s);
    if (d.type === 'optional') optional = true;
    else if (d.type === 'nullable') nullable = true;
    else return { s, optional, nullable };
    s = d.innerType;
  }
}

const isInt = (s) => def(s).type === 'number' && def(s).format === 'safeint';

// ---------------------------------------------------------------- C#

function csharp(p) {
  const { names, entities, methodSchemas, eventSchemas } = p;
  const named = new Map();
  for (const [key, value] of Object.entries(entities)) if (value?._zod) named.set(value, pascal(key));
  const classes = new Map(); // schema → { name, code }
  const enums = new Map(); // schema → name
  const order = [];

  function enumName(schema, hint) {
    if (!enums.has(schema)) {
      enums.set(schema, named.get(schema) ?? hint);
      order.push({ kind: 'enum', schema });
    }
    return enums.get(schema);
  }

  /** The C# type of a result field and the expression that reads it from the JSON node `n`. */
  function readType(schema, hint) {
    const { s, nullable, optional } = unwrap(schema);
    const maybe = nullable || optional;
    const d = def(s);
    switch (d.type) {
      case 'string':
      case 'literal':
        return { type: 'string', read: (n) => `J.Str(${n})` };
      case 'boolean':
        return maybe
          ? { type: 'bool?', read: (n) => `J.BoolOrNull(${n})` }
          : { type: 'bool', read: (n) => `J.Bool(${n})` };
      case 'number':
        if (isInt(s))
          return maybe
            ? { type: 'int?', read: (n) => `J.IntOrNull(${n})` }
            : { type: 'int', read: (n) => `J.Int(${n})` };
        return maybe
          ? { type: 'double?', read: (n) => `J.NumOrNull(${n})` }
          : { type: 'double', read: (n) => `J.Num(${n})` };
      case 'enum': {
        const e = enumName(s, hint);
        return maybe
          ? { type: `${e}?`, read: (n) => `Wire.Parse${e}OrNull(${n})` }
          : { type: e, read: (n) => `Wire.Parse${e}(${n})` };
      }
      case 'object': {
        const c = className(s, hint);
        return { type: c, read: (n) => `${c}.FromJson(${n})` };
      }
      case 'array': {
        const el = readType(d.element, hint);
        return { type: `List<${el.type}>`, read: (n) => `J.List(${n}, x => ${el.read('x')})` };
      }
      case 'record':
        return { type: 'Dictionary<string, object>', read: (n) => `J.Dict(${n})` };
      default:
        return { type: 'object', read: (n) => n };
    }
  }

  function className(schema, hint, force) {
    if (!force && classes.has(schema)) return classes.get(schema).name;
    const name = force ?? named.get(schema) ?? hint;
    const entry = { name, fields: [] };
    if (!force) classes.set(schema, entry);
    order.push({ kind: 'class', entry });
    for (const [key, field] of Object.entries(def(schema).shape)) {
      const t = readType(field, name + pascal(key));
      entry.fields.push({ key, prop: pascal(key), ...t });
    }
    return name;
  }

  /** The C# type of a param field and the expression that turns it into a JSON tree value. */
  function writeType(schema, hint) {
    const { s } = unwrap(schema);
    const d = def(s);
    switch (d.type) {
      case 'string':
        return { type: 'string', write: (v) => v };
      case 'boolean':
        return { type: 'bool?', write: (v) => `${v}.Value` };
      case 'number':
        return isInt(s)
          ? { type: 'int?', write: (v) => `${v}.Value` }
          : { type: 'double?', write: (v) => `${v}.Value` };
      case 'enum': {
        const e = enumName(s, hint);
        return { type: `${e}?`, write: (v) => `Wire.ToWire(${v}.Value)` };
      }
      case 'array': {
        const el = def(unwrap(d.element).s).type === 'string' ? 'string' : 'object';
        return { type: `List<${el}>`, write: (v) => v };
      }
      case 'record':
        return { type: 'Dictionary<string, object>', write: (v) => v };
      default:
        return { type: 'object', write: (v) => v };
    }
  }

  const paramClasses = [];
  const methods = [];
  for (const m of names.METHODS) {
    const { params, result } = methodSchemas[m];
    const up = unwrap(params);
    const fields = Object.entries(def(up.s).shape ?? {});
    let paramClass = null;
    if (fields.length) {
      paramClass = `${m}Params`;
      paramClasses.push({
        name: paramClass,
        method: m,
        fields: fields.map(([key, f]) => ({
          key,
          prop: pascal(key),
          required: !unwrap(f).optional,
          ...writeType(f, paramClass + pascal(key)),
        })),
      });
    }
    const resultClass = named.get(result) ? className(result) : className(result, `${m}Result`, `${m}Result`);
    methods.push({
      m,
      paramClass,
      optionalParams: up.optional,
      resultClass,
      interactive: names.INTERACTIVE_METHODS.includes(m),
    });
  }
  const events = names.EVENTS.map((e) => ({
    e,
    cls: className(eventSchemas[e], `${e}Event`, `${e}Event`),
    state: names.STATE_EVENTS.includes(e),
  }));

  const L = [];
  const w = (s = '') => L.push(s);
  w("// Generated by scripts/kits/generate.mjs from the SDK's protocol contract (sdk/src/protocol); do not edit.");
  w('using System;');
  w('using System.Collections.Generic;');
  w('using System.Threading.Tasks;');
  w();
  w('namespace Playport');
  w('{');
  w('    /// <summary>The protocol version this kit speaks and the error codes of failed calls.</summary>');
  w('    public static class Protocol');
  w('    {');
  w(`        public const int Major = ${names.SDK_VERSION.major};`);
  w(`        public const int Minor = ${names.SDK_VERSION.minor};`);
  w(`        public static readonly string[] Methods = { ${names.METHODS.map((x) => `"${x}"`).join(', ')} };`);
  w(`        public static readonly string[] Events = { ${names.EVENTS.map((x) => `"${x}"`).join(', ')} };`);
  w('    }');
  w();
  w('    /// <summary>The codes of <see cref="PlayportError.Code"/>.</summary>');
  w('    public static class ErrorCodes');
  w('    {');
  for (const code of Object.values(names.ErrorCode)) w(`        public const string ${code} = "${code}";`);
  w('    }');
  for (const item of order) {
    w();
    if (item.kind === 'enum') {
      const name = enums.get(item.schema);
      w(`    public enum ${name}`);
      w('    {');
      for (const v of def(item.schema).entries ? Object.values(def(item.schema).entries) : [])
        w(`        ${pascal(v)},`);
      w('    }');
      continue;
    }
    const { name, fields } = item.entry;
    w('    [Serializable]');
    w(`    public sealed class ${name}`);
    w('    {');
    for (const f of fields) w(`        public ${f.type} ${f.prop};`);
    w();
    w(`        internal static ${name} FromJson(object node)`);
    w('        {');
    w('            if (node == null) return null;');
    w('            var d = J.Obj(node);');
    w(`            return new ${name}`);
    w('            {');
    for (const f of fields) w(`                ${f.prop} = ${f.read(`J.Field(d, "${f.key}")`)},`);
    w('            };');
    w('        }');
    w('    }');
  }
  for (const pc of paramClasses) {
    w();
    w(
      `    /// <summary>The params of ${pc.method}${
        pc.fields.some((f) => f.required)
          ? `; required: ${pc.fields
              .filter((f) => f.required)
              .map((f) => f.prop)
              .join(', ')}`
          : ''
      }. Unset (null) fields are not sent.</summary>`,
    );
    w(`    public sealed class ${pc.name}`);
    w('    {');
    for (const f of pc.fields) w(`        public ${f.type} ${f.prop};`);
    w();
    w('        internal Dictionary<string, object> ToJson()');
    w('        {');
    w('            var o = new Dictionary<string, object>();');
    for (const f of pc.fields) w(`            if (${f.prop} != null) o["${f.key}"] = ${f.write(f.prop)};`);
    w('            return o;');
    w('        }');
    w('    }');
  }
  w();
  w('    /// <summary>Enum values as the protocol spells them.</summary>');
  w('    internal static class Wire');
  w('    {');
  for (const [schema, name] of enums) {
    const values = Object.values(def(schema).entries);
    w(`        internal static string ToWire(${name} v)`);
    w('        {');
    w('            switch (v)');
    w('            {');
    for (const v of values) w(`                case ${name}.${pascal(v)}: return "${v}";`);
    w(`                default: throw new ArgumentOutOfRangeException(nameof(v), v, "Not a ${name}");`);
    w('            }');
    w('        }');
    w();
    w(`        internal static ${name} Parse${name}(object node)`);
    w('        {');
    w('            switch (J.Str(node))');
    w('            {');
    for (const v of values) w(`                case "${v}": return ${name}.${pascal(v)};`);
    w(`                default: throw new FormatException("Not a ${name}: " + node);`);
    w('            }');
    w('        }');
    w();
    w(
      `        internal static ${name}? Parse${name}OrNull(object node) => node == null ? (${name}?)null : Parse${name}(node);`,
    );
    w();
  }
  L.pop();
  w('    }');
  w();
  w('    public partial class PlayportClient');
  w('    {');
  for (const x of methods) {
    const waits = x.interactive ? ' Waits for the player (interactive timeout).' : '';
    const sendParams = x.paramClass ? 'parameters?.ToJson()' : 'null';
    w(`        /// <summary>${x.m}: answers with a <see cref="${x.resultClass}"/>.${waits}</summary>`);
    if (x.paramClass) {
      w(
        `        public void ${x.m}(${x.paramClass} parameters, Action<${x.resultClass}> onResult, Action<PlayportError> onError = null) =>`,
      );
    } else {
      w(`        public void ${x.m}(Action<${x.resultClass}> onResult, Action<PlayportError> onError = null) =>`);
    }
    w(`            Send("${x.m}", ${sendParams}, ${x.resultClass}.FromJson, onResult, onError);`);
    w();
    w(
      `        /// <summary>${x.m} as a task: completes with a <see cref="${x.resultClass}"/>, or faults with a <see cref="PlayportException"/>.${waits}</summary>`,
    );
    const arg = x.paramClass ? `${x.paramClass} parameters${x.optionalParams ? ' = null' : ''}` : '';
    w(
      `        public Task<${x.resultClass}> ${x.m}Async(${arg}) => SendAsync("${x.m}", ${sendParams}, ${x.resultClass}.FromJson);`,
    );
    w();
  }
  for (const x of events) {
    w(
      `        /// <summary>The host's ${x.e} event.${x.state ? ' A state: a late subscriber gets the last payload.' : ''}</summary>`,
    );
    w(`        public event Action<${x.cls}> ${x.e};`);
    w();
  }
  w('        private void Dispatch(string name, object payload)');
  w('        {');
  w('            switch (name)');
  w('            {');
  for (const x of events) w(`                case "${x.e}": ${x.e}?.Invoke(${x.cls}.FromJson(payload)); break;`);
  w('            }');
  w('        }');
  w('    }');
  w('}');
  return L.join('\n') + '\n';
}

// ---------------------------------------------------------------- GDScript

function gdType(schema) {
  const { s } = unwrap(schema);
  switch (def(s).type) {
    case 'string':
    case 'enum':
      return 'String';
    case 'boolean':
      return 'bool';
    case 'number':
      return isInt(s) ? 'int' : 'float';
    case 'array':
      return 'Array';
    case 'record':
    case 'object':
      return 'Dictionary';
    default:
      return null;
  }
}

// Param names that would shadow a Node member (`name`) or a GDScript global function (`hash`).
const GD_RENAMED = { name: 'event_name', hash: 'url_hash' };
const gdParam = (key) => GD_RENAMED[key] ?? snake(key);

function gdscript(p) {
  const { names, methodSchemas } = p;
  const L = [];
  const w = (s = '') => L.push(s);
  w("# Generated by scripts/kits/generate.mjs from the SDK's protocol contract (sdk/src/protocol); do not edit.");
  w('# The Playport autoload: one awaitable method per protocol method, one signal per event.');
  w('extends Node');
  w();
  for (const e of names.EVENTS) {
    w(
      `## The host's ${e} event${names.STATE_EVENTS.includes(e) ? ' (a state: the last payload is replayed on init)' : ''}.`,
    );
    w(`signal ${snake(e)}(payload: Dictionary)`);
  }
  w();
  w('## Emitted once connected, with the mode: "host" or "standalone".');
  w('signal connected(mode: String)');
  w();
  w(`const EVENTS: Array[String] = [${names.EVENTS.map((e) => `"${e}"`).join(', ')}]`);
  w(`const METHODS: Array[String] = [${names.METHODS.map((e) => `"${e}"`).join(', ')}]`);
  w();
  w('var _bridge := PlayportBridge.new()');
  w();
  w('## "host" or "standalone" once connected; "" before.');
  w('var mode: String:');
  w('\tget:');
  w('\t\treturn _bridge.mode');
  w();
  w('');
  w('func _ready() -> void:');
  w('\t_bridge.event_received.connect(_on_event)');
  w();
  w();
  w('## Connects to the host. Options: timeout, interactiveTimeout, initTimeout (ms), standalone ("auto" or "never").');
  w('func init(options: Dictionary = {}) -> PlayportResult:');
  w('\tvar result: PlayportResult = await _bridge.init(options, EVENTS)');
  w('\tif result.ok:');
  w('\t\tconnected.emit(_bridge.mode)');
  w('\treturn result');
  w();
  w();
  w('## Calls a method by its protocol name with params as a Dictionary (or null).');
  w('func call_method(method: String, params: Variant = null) -> PlayportResult:');
  w('\treturn await _bridge.call_method(method, params)');
  w();
  w();
  w('func _on_event(event_name: String, payload: Dictionary) -> void:');
  w('\tmatch event_name:');
  for (const e of names.EVENTS) {
    w(`\t\t"${e}":`);
    w(`\t\t\t${snake(e)}.emit(payload)`);
  }
  for (const m of names.METHODS) {
    const up = unwrap(methodSchemas[m].params);
    const fields = Object.entries(def(up.s).shape ?? {});
    const required = fields.filter(([, f]) => !unwrap(f).optional);
    const optional = fields.filter(([, f]) => unwrap(f).optional);
    const args = required.map(([k, f]) => (gdType(f) ? `${gdParam(k)}: ${gdType(f)}` : gdParam(k)));
    if (optional.length) args.push('options: Dictionary = {}');
    w();
    w();
    const waits = names.INTERACTIVE_METHODS.includes(m) ? ' Waits for the player.' : '';
    w(`## ${m}.${optional.length ? ` Options: ${optional.map(([k]) => k).join(', ')}.` : ''}${waits}`);
    w(`func ${snake(m)}(${args.join(', ')}) -> PlayportResult:`);
    if (!fields.length) {
      w(`\treturn await _bridge.call_method("${m}", null)`);
      continue;
    }
    w(optional.length ? '\tvar params := options.duplicate()' : '\tvar params := {}');
    for (const [k] of required) w(`\tparams["${k}"] = ${gdParam(k)}`);
    w(`\treturn await _bridge.call_method("${m}", params)`);
  }
  return L.join('\n') + '\n';
}

// ---------------------------------------------------------------- Unity .meta files

export const UNITY_PACKAGE = 'kits/unity/com.playport.sdk';

/** The GUID of a package file (its path inside the package), as its generated .meta gives it. */
export const unityGuid = (path) => createHash('md5').update(`playport:${path}`).digest('hex');

const META_TAIL = '  userData: \n  assetBundleName: \n  assetBundleVariant: \n';
const IMPORTERS = {
  '.cs':
    'MonoImporter:\n  externalObjects: {}\n  serializedVersion: 2\n  defaultReferences: []\n  executionOrder: 0\n  icon: {instanceID: 0}\n',
  '.asmdef': 'AssemblyDefinitionImporter:\n  externalObjects: {}\n',
  '.json': 'PackageManifestImporter:\n  externalObjects: {}\n',
  '.md': 'TextScriptImporter:\n  externalObjects: {}\n',
  '.unity': 'DefaultImporter:\n  externalObjects: {}\n',
  // WebGL only: Emscripten links a .jslib into the build's framework.
  '.jslib': [
    'PluginImporter:',
    '  externalObjects: {}',
    '  serializedVersion: 2',
    '  iconMap: {}',
    '  executionOrder: {}',
    '  defineConstraints: []',
    '  isPreloaded: 0',
    '  isOverridable: 0',
    '  isExplicitlyReferenced: 0',
    '  validateReferences: 1',
    '  platformData:',
    '  - first:',
    '      Any: ',
    '    second:',
    '      enabled: 0',
    '      settings: {}',
    '  - first:',
    '      Editor: Editor',
    '    second:',
    '      enabled: 0',
    '      settings:',
    '        DefaultValueInitialized: true',
    '  - first:',
    '      WebGL: WebGL',
    '    second:',
    '      enabled: 1',
    '      settings: {}',
    '',
  ].join('\n'),
};

/**
 * One .meta per file and folder Unity imports from the package (not `…~` folders): a package installed
 * from git or a tarball is read-only, and Unity ignores assets without one. The samples get theirs too,
 * so the sample scene's script reference survives the import. GUIDs derive from the path.
 */
function unityMetas() {
  const out = {};
  const walk = (dir) => {
    for (const name of readdirSync(root + dir).sort()) {
      if (name.endsWith('.meta') || name.startsWith('.') || (name.endsWith('~') && name !== 'Samples~')) continue;
      if (name === 'Samples~') {
        walk(`${dir}/${name}`);
        continue;
      }
      const rel = `${dir}/${name}`;
      const guid = unityGuid(rel.slice(UNITY_PACKAGE.length + 1));
      const head = `fileFormatVersion: 2\nguid: ${guid}\n`;
      if (statSync(root + rel).isDirectory()) {
        out[`${rel}.meta`] = `${head}folderAsset: yes\nDefaultImporter:\n  externalObjects: {}\n${META_TAIL}`;
        walk(rel);
        continue;
      }
      const ext = name.slice(name.lastIndexOf('.'));
      const importer = IMPORTERS[ext];
      if (!importer) throw new Error(`No Unity importer for ${rel}`);
      out[`${rel}.meta`] = head + importer + META_TAIL;
    }
  };
  walk(UNITY_PACKAGE);
  return out;
}

export async function generate() {
  const p = await loadProtocol();
  return { [GENERATED.csharp]: csharp(p), [GENERATED.gdscript]: gdscript(p), ...unityMetas() };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  const stale = [];
  for (const [file, text] of Object.entries(await generate())) {
    const path = root + file;
    let current = null;
    try {
      current = readFileSync(path, 'utf8');
    } catch {
      // Not written yet: generated below.
    }
    if (current === text) continue;
    if (check) stale.push(file);
    else writeFileSync(path, text);
  }
  if (stale.length) {
    console.error(`Out of date: ${stale.join(', ')}. Run \`node scripts/kits/generate.mjs\`.`);
    process.exit(1);
  }
}
