import { describe, expect, it } from 'vitest';
import { HOSTILE_TARGETS } from '../../../../../tests/fixtures/hostile-targets';
import { safeLinkHref } from './safe-link';

const origin = 'http://localhost:8787';
const check = (target: string | null | undefined) => safeLinkHref(target, origin);

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

  // The server's redirect corpus (tests/fixtures): each target is refused, or stays an http(s) link
  // that runs no script and whose path part cannot leave the portal.
  it.each(HOSTILE_TARGETS)('%j: no link, or a harmless one', (target) => {
    const href = check(target);
    if (/^\s*(?:java\s*script|data|vbscript):/i.test(target.replace(/\s/g, ''))) expect(href).toBeNull();
    if (href === null) return;
    const url = new URL(href, origin);
    expect(['http:', 'https:']).toContain(url.protocol);
    expect(url.username + url.password).toBe('');
    if (!/^https?:\/\//i.test(target)) {
      expect(url.origin).toBe(origin);
      expect(href).not.toMatch(/^\/[/\\]/);
      expect(decodeURIComponent(url.pathname)).not.toMatch(/^\/[/\\]/);
    }
  });

  it('refuses every script scheme of the corpus and every way it reaches another site from a path', () => {
    const refused = HOSTILE_TARGETS.filter((t) => check(t) === null);
    expect(refused).toEqual(
      expect.arrayContaining([
        'javascript:alert(1)',
        ' javascript:alert(1)',
        'java\tscript:alert(1)',
        'JAVASCRIPT:alert(1)',
        'vbscript:msgbox(1)',
        '//evil.example/',
        '/..//evil.example/',
        '/%2e%2e//evil.example/',
        'https://portal.example@evil.example/',
      ]),
    );
  });
});
