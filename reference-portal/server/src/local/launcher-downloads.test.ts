import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { json, useTestApp } from '../test/test-app';
import { LOCAL_DOWNLOADS, localDownloadBytes } from './launcher-downloads';

const t = useTestApp();
const base = '/api/v1/ftl_integration/hello-game/launcher';

describe('local launcher downloads', () => {
  it('the download flow ends at a file whose size and SHA-256 are those of the manifest', async () => {
    const { token } = await t().signIn();
    const session = await json<{ DownloadUrl: string }>(
      await t().post(`${base}/request_download`, { DeviceType: 'Desktop', Branch: 'main' }),
    );
    const redirect = await t().request('GET', new URL(session.DownloadUrl).pathname);
    const location = new URL(redirect.headers.get('location')!);
    const file = await t().request('GET', location.pathname);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="hello-game-setup.exe"');
    const bytes = Buffer.from(await file.arrayBuffer());
    const manifest = await json<{
      Artifacts: { Size: number; Hashes: { Sha256: string }; Sources: { Url: string }[] }[];
    }>(await t().request('GET', `${base}/manifest/main`, { token }));
    const artifact = manifest.Artifacts.find((a) => a.Sources.some((s) => s.Url === location.href))!;
    expect(artifact.Size).toBe(bytes.length);
    expect(artifact.Hashes.Sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
  });

  it('files differ by name, keep their size, and unknown names are 404', async () => {
    expect(localDownloadBytes('a', 100)).toHaveLength(100);
    expect(localDownloadBytes('a', 100).equals(localDownloadBytes('b', 100))).toBe(false);
    expect(Object.values(LOCAL_DOWNLOADS).every((n) => n > 0)).toBe(true);
    expect((await t().request('GET', '/downloads/other.exe')).status).toBe(404);
    expect((await t().request('GET', '/downloads/toString')).status).toBe(404);
  });
});
