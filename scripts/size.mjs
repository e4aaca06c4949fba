// Checks the SDK's <script> build against its budget: at most 4096 bytes after gzip -9, and no zod
// (the schemas belong to the host; a game must never download them). It also runs the file once in a
// bare context: a build that no longer defines the global `Playport` is small but useless.
// Run after `npm run build`.
import { existsSync, readFileSync } from 'node:fs';
import vm from 'node:vm';
import { gzipSize, SDK_GZIP_BUDGET } from './lib/gzip-size.mjs';

const FILE = 'sdk/dist/playport.js';
const LIMIT = SDK_GZIP_BUDGET;
// Strings every zod build carries (class names and the internal `_zod` slot) or an import of it.
const ZOD_MARKERS = ['$ZodType', 'ZodError', '_zod', 'from"zod', "from'zod", 'require("zod'];

if (!existsSync(FILE)) {
  console.error(`size: ${FILE} is missing; run \`npm run build\` first`);
  process.exit(1);
}

const code = readFileSync(FILE);
const gzipped = gzipSize(FILE);
const text = code.toString('utf8');
const zod = ZOD_MARKERS.filter((marker) => text.includes(marker));
// What a browser page provides and penpal reads at load time.
const context = vm.createContext({ crypto: globalThis.crypto });
let global = 'defines Playport.init';
try {
  vm.runInContext(text, context);
  if (typeof context.Playport?.init !== 'function') global = 'does not define Playport.init';
} catch (err) {
  global = `throws when loaded (${err.message})`;
}
const ok = gzipped <= LIMIT && zod.length === 0 && global === 'defines Playport.init';

const parts = [
  `${FILE}: ${code.length} B minified, ${gzipped} B gzip -9 (limit ${LIMIT} B, ${LIMIT - gzipped} B left)`,
  zod.length ? `contains zod (${zod.join(', ')})` : 'no zod',
  global,
];
console[ok ? 'log' : 'error'](`size ${ok ? 'OK' : 'FAILED'}: ${parts.join('; ')}`);
process.exit(ok ? 0 : 1);
