import { mkdirSync, mkdtempSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { resolveStaticFile, staticBody } from './static-files';

// A game folder as a developer has it: the game's files beside a project's hidden ones, and links out.
const base = realpathSync(mkdtempSync(join(tmpdir(), 'static-files-')));
const root = join(base, 'game');
const outside = join(base, 'outside');
mkdirSync(join(root, 'assets'), { recursive: true });
mkdirSync(join(root, '.git'), { recursive: true });
mkdirSync(join(root, '.playport', 'pglite'), { recursive: true });
mkdirSync(join(root, 'assets', '.cache'), { recursive: true });
mkdirSync(outside, { recursive: true });
writeFileSync(join(root, 'index.html'), '<h1>game</h1>');
writeFileSync(join(root, 'assets', 'app.js'), 'export {};');
writeFileSync(join(root, 'assets', 'index.html'), '<h1>assets</h1>');
writeFileSync(join(root, '.env'), 'SECRET=1');
writeFileSync(join(root, '.git', 'config'), '[core]');
writeFileSync(join(root, '.playport', 'pglite', 'PG_VERSION'), '17');
writeFileSync(join(root, 'assets', '.cache', 'x.js'), 'cached');
writeFileSync(join(outside, 'secret.txt'), 'outside');
writeFileSync(join(outside, 'app.js'), 'outside');
symlinkSync(join(outside, 'secret.txt'), join(root, 'linked-secret.txt'));
symlinkSync(outside, join(root, 'linked-folder'));
symlinkSync(join(root, 'assets', 'app.js'), join(root, 'inner-link.js'));
// A precompressed sibling that is a link out of the folder must not be sent in the file's place.
writeFileSync(join(root, 'assets', 'game.js'), 'game');
symlinkSync(join(outside, 'app.js'), join(root, 'assets', 'game.js.br'));
writeFileSync(join(root, 'assets', 'real.js'), 'real');
writeFileSync(join(root, 'assets', 'real.js.br'), brotliCompressSync('real'));

const resolved = (path: string) => resolveStaticFile(root, path, { directoryIndex: true });

describe('resolveStaticFile', () => {
  it("serves the folder's files and a folder's index.html", async () => {
    expect(await resolved('index.html')).toBe(join(root, 'index.html'));
    expect(await resolved('assets/app.js')).toBe(join(root, 'assets', 'app.js'));
    expect(await resolved('assets/')).toBe(join(root, 'assets', 'index.html'));
    expect(await resolved('')).toBe(join(root, 'index.html'));
  });

  it('refuses every path segment that starts with a dot, also percent-encoded', async () => {
    for (const path of [
      '.env',
      '.git/config',
      '.playport/pglite/PG_VERSION',
      'assets/.cache/x.js',
      '%2eenv',
      '%2Egit/config',
      '%2e%2e/outside/secret.txt',
      'assets/..%2f.env',
      'assets%2f.env',
      'assets/%2e%2e/.env',
      '.playport/',
      'assets\\.cache\\x.js',
    ]) {
      expect(await resolved(path), path).toBeNull();
    }
  });

  it('checks containment on the real path: a link pointing out of the folder is refused', async () => {
    expect(await resolved('linked-secret.txt')).toBeNull();
    expect(await resolved('linked-folder/secret.txt')).toBeNull();
    expect(await resolved('linked-folder/')).toBeNull();
    // A link that stays inside the folder is the file it points to.
    expect(await resolved('inner-link.js')).toBe(join(root, 'assets', 'app.js'));
  });

  it('serves a folder reached through a linked root (the root itself is resolved first)', async () => {
    const linkedRoot = join(base, 'root-link');
    symlinkSync(root, linkedRoot);
    expect(await resolveStaticFile(linkedRoot, 'assets/app.js')).toBe(join(root, 'assets', 'app.js'));
    expect(await resolveStaticFile(linkedRoot, 'linked-secret.txt')).toBeNull();
  });

  it('refuses malformed escapes and NUL', async () => {
    expect(await resolved('%E0%A4%A')).toBeNull();
    expect(await resolved('index.html%00')).toBeNull();
  });
});

describe('staticBody', () => {
  it('sends a precompressed sibling only when it is a file of the folder, not a link out', async () => {
    const linked = await staticBody(join(root, 'assets', 'game.js'), 'br');
    expect(linked.headers['Content-Encoding']).toBeUndefined();
    expect(linked.body.toString()).toBe('game');
    const real = await staticBody(join(root, 'assets', 'real.js'), 'br');
    expect(real.headers['Content-Encoding']).toBe('br');
  });
});
