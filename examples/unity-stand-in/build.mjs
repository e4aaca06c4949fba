// Writes the stand-in build's compressed files: Build/stand-in.{framework.js,data,wasm}.gz from
// source/ (gzip, as a Unity build with Gzip compression names them). Run: node examples/unity-stand-in/build.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const here = new URL('./', import.meta.url);
for (const name of ['stand-in.framework.js', 'stand-in.data', 'stand-in.wasm']) {
  const source = readFileSync(new URL(`source/${name}`, here));
  writeFileSync(new URL(`Build/${name}.gz`, here), gzipSync(source, { level: 9 }));
}
