import { describe, expect, it } from 'vitest';
import { safeLinkHref } from './safe-link';

const origin = 'http://localhost:8787';
const check = (target: string | null | undefined) => safeLinkHref(target, origin);

// The server's corpus of hostile targets runs against this check in tests/unit/hostile-targets.test.ts.
describe('safeLinkHref: the one check of every server-supplied link', () => {
  it('keeps http(s) links, re-serialised, and paths that stay on the portal', () => {
    expect(check('https://news.example/post?id=1#top')).toBe('https://news.example/post?id=1#top');
    expect(check('HTTPS://CDN.EXAMPLE/a/../rules.pdf')).toBe('https://cdn.example/rules.pdf');
    expect(check('https://qr.nspk.ru/AS1000?type=02')).toBe('https://qr.nspk.ru/AS1000?type=02');
    expect(check('/docs/tos')).toBe('/docs/tos');
    expect(check('/downloads/Launcher Setup.exe')).toBe('/downloads/Launcher%20Setup.exe');
  });

  it('gives no link for javascript:, data:, other schemes, credentials, padding or nothing', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'javascript://%0aalert(1)',
      'data:text/html,<script>1</script>',
      'vbscript:msgbox(1)',
      'ftp://files.example/x',
      'mailto:a@example.com',
      'https://user:pw@news.example/',
      ' https://news.example/',
      'https://news.example/\n',
      '',
      null,
      undefined,
    ]) {
      expect(check(bad), String(bad)).toBeNull();
    }
  });

  it('gives no link for a path that reaches another site once resolved', () => {
    for (const bad of ['//evil.example/', '/\\evil.example/', '/..//evil.example/', '/%2e%2e//evil.example/']) {
      expect(check(bad), bad).toBeNull();
    }
  });
});
