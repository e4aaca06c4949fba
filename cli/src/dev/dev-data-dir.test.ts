import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { devDataDir } from './start-dev.js';

describe('devDataDir: the database of playport dev lives outside the folder it serves', () => {
  it("is under the user's state folder, one per project folder", () => {
    const linux = devDataDir('/home/me/my-game', 'my-game', {}, 'linux', '/home/me');
    expect(linux).toMatch(/^\/home\/me\/\.local\/state\/playport\/dev\/my-game-[0-9a-f]{12}$/);
    expect(linux.startsWith('/home/me/my-game/')).toBe(false);
    expect(devDataDir('/home/me/other/my-game', 'my-game', {}, 'linux', '/home/me')).not.toBe(linux);
    expect(devDataDir('/home/me/my-game', 'my-game', {}, 'linux', '/home/me')).toBe(linux);
  });

  it("follows XDG_STATE_HOME, macOS's and Windows' folders, and PLAYPORT_STATE_HOME above all", () => {
    expect(devDataDir('/p/g', 'g', { XDG_STATE_HOME: '/xdg' }, 'linux', '/home/me')).toMatch(
      /^\/xdg\/playport\/dev\/g-/,
    );
    expect(devDataDir('/p/g', 'g', {}, 'darwin', '/Users/me')).toMatch(
      /^\/Users\/me\/Library\/Application Support\/playport\/dev\/g-/,
    );
    expect(
      devDataDir('/p/g', 'g', { LOCALAPPDATA: '/appdata' }, 'win32', '/home/me').startsWith(
        join('/appdata', 'playport', 'dev'),
      ),
    ).toBe(true);
    expect(devDataDir('/p/g', 'g', { PLAYPORT_STATE_HOME: '/state', XDG_STATE_HOME: '/xdg' }, 'linux', '/h')).toMatch(
      /^\/state\/playport\/dev\/g-[0-9a-f]{12}$/,
    );
  });
});
