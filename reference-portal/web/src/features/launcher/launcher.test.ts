import { HostError, HostErrorCode } from '@playport/host';
import { describe, expect, it, vi } from 'vitest';
import { activateLauncherKey } from './activate-launcher-key';
import { onLauncherEvent, type LauncherEvent } from '../../shared/host/launcher-events';
import { startLauncherDownload } from './start-launcher-download';

type Launcher = Parameters<typeof startLauncherDownload>[0]['api']['launcher'];
const launcher = (over: Partial<Launcher>) => ({ launcher: over as Launcher });

function recordEvents() {
  const events: LauncherEvent[] = [];
  const stop = onLauncherEvent((e) => void events.push(e));
  return { events, stop };
}

describe('the launcher download', () => {
  it('requests a desktop download on the branch, opens its URL and reports request, download and status', async () => {
    const { events, stop } = recordEvents();
    const requestDownload = vi.fn(async () => ({ SessionId: 's-1', DownloadUrl: 'https://portal.test/api/v1/dl/s-1' }));
    const open = vi.fn();
    await expect(startLauncherDownload({ api: launcher({ requestDownload }), open }, 'hello-game')).resolves.toBe(
      'https://portal.test/api/v1/dl/s-1',
    );
    stop();
    expect(requestDownload).toHaveBeenCalledWith('hello-game', { DeviceType: 'Desktop', Branch: 'main' });
    expect(open).toHaveBeenCalledWith('https://portal.test/api/v1/dl/s-1');
    expect(events).toEqual([
      { name: 'download_request', game: 'hello-game', branch: 'main' },
      { name: 'download', game: 'hello-game', branch: 'main', sessionId: 's-1' },
      { name: 'download_status', game: 'hello-game', branch: 'main', status: 'started' },
    ]);
  });

  it('a refused request reports a failed status, opens nothing and rethrows', async () => {
    const { events, stop } = recordEvents();
    const open = vi.fn();
    const requestDownload = async () => {
      throw new HostError(HostErrorCode.ApiError, 'No public build on branch beta');
    };
    await expect(
      startLauncherDownload({ api: launcher({ requestDownload }), open }, 'hello-game', 'beta'),
    ).rejects.toThrow('No public build on branch beta');
    stop();
    expect(open).not.toHaveBeenCalled();
    expect(events.at(-1)).toEqual({
      name: 'download_status',
      game: 'hello-game',
      branch: 'beta',
      status: 'failed',
      error: 'No public build on branch beta',
    });
  });

  it('a throwing listener does not stop the download, and an unsubscribed one hears nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const stopBad = onLauncherEvent(() => {
      throw new Error('listener bug');
    });
    const { events, stop } = recordEvents();
    stop();
    const open = vi.fn();
    await startLauncherDownload(
      { api: launcher({ requestDownload: async () => ({ SessionId: 's', DownloadUrl: 'u' }) }), open },
      'g',
    );
    stopBad();
    expect(open).toHaveBeenCalledOnce();
    expect(events).toEqual([]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('launcher key activation', () => {
  it('sends the trimmed key and returns the unlocked branches', async () => {
    const activateKey = vi.fn(async () => ({ Success: true, Branches: ['beta'], Error: null }));
    expect(await activateLauncherKey(launcher({ activateKey }), 'hello-game', '  PLAYPORT-BETA-KEY ')).toEqual({
      ok: true,
      branches: ['beta'],
    });
    expect(activateKey).toHaveBeenCalledWith('hello-game', { Key: 'PLAYPORT-BETA-KEY' });
  });

  it('refuses an empty key without a request', async () => {
    const activateKey = vi.fn();
    expect(await activateLauncherKey(launcher({ activateKey }), 'hello-game', '   ')).toEqual({
      ok: false,
      reason: 'empty',
    });
    expect(activateKey).not.toHaveBeenCalled();
  });

  it('returns the server refusal and a failed call as messages', async () => {
    const refused = async () => ({
      Success: false,
      Branches: [],
      Error: { Message: 'The key is unknown or already used', ErrorCode: 'InvalidKey' },
    });
    expect(await activateLauncherKey(launcher({ activateKey: refused }), 'g', 'NOPE')).toEqual({
      ok: false,
      reason: 'refused',
      message: 'The key is unknown or already used',
    });
    const failing = async () => {
      throw new HostError(HostErrorCode.ApiError, 'Network request failed');
    };
    expect(await activateLauncherKey(launcher({ activateKey: failing }), 'g', 'KEY1')).toEqual({
      ok: false,
      reason: 'refused',
      message: 'Network request failed',
    });
  });
});
