import { ANALYTICS_EVENT_IDS } from '@playport/host/adapter-kit';
import { describe, expect, it, vi } from 'vitest';
import { startLauncherDownload } from './start-launcher-download';
import { connectLauncherAnalytics } from '../../shared/host/launcher-analytics';

describe('connectLauncherAnalytics', () => {
  it('queues a download request, the download and its status under the spec ids', async () => {
    const enqueue = vi.fn();
    const off = connectLauncherAnalytics({ enqueue });
    const api = {
      launcher: { requestDownload: vi.fn(async () => ({ SessionId: 's1', DownloadUrl: 'https://dl/x' })) },
    };
    await startLauncherDownload({ api: api as never, open: () => {} }, 'g1', 'beta');
    off();
    expect(enqueue.mock.calls.map(([e]) => e)).toEqual([
      { EventId: ANALYTICS_EVENT_IDS.DownloadRequest, S1: 'g1', S2: 'beta' },
      { EventId: ANALYTICS_EVENT_IDS.Download, S1: 'g1', S2: 'beta', S3: 's1' },
      { EventId: ANALYTICS_EVENT_IDS.DownloadStatus, S1: 'g1', S2: 'beta', S3: 'started', S4: null },
    ]);
    expect(ANALYTICS_EVENT_IDS.DownloadRequest).toBe(781965163);
  });

  it('queues a failed status with its message, and nothing once unsubscribed', async () => {
    const enqueue = vi.fn();
    const off = connectLauncherAnalytics({ enqueue });
    const api = { launcher: { requestDownload: vi.fn(async () => Promise.reject(new Error('down'))) } };
    await expect(startLauncherDownload({ api: api as never, open: () => {} }, 'g1')).rejects.toThrow('down');
    expect(enqueue).toHaveBeenLastCalledWith({
      EventId: ANALYTICS_EVENT_IDS.DownloadStatus,
      S1: 'g1',
      S2: 'main',
      S3: 'failed',
      S4: 'down',
    });
    off();
    enqueue.mockClear();
    await expect(startLauncherDownload({ api: api as never, open: () => {} }, 'g1')).rejects.toThrow('down');
    expect(enqueue).not.toHaveBeenCalled();
  });
});
