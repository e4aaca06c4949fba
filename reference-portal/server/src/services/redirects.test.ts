import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirects';

const policy = {
  publicUrl: 'http://localhost:8787',
  allowedOrigins: ['http://localhost:5173', 'https://portal.example'],
};
const check = (v: string) => safeRedirect(v, policy);

describe('safeRedirect', () => {
  it('accepts allowed origins exactly and re-serialises', () => {
    expect(check('https://portal.example/Store/hello-game?x=1')).toBe('https://portal.example/Store/hello-game?x=1');
    expect(check('HTTPS://PORTAL.EXAMPLE/a/../b')).toBe('https://portal.example/b');
    expect(check('http://localhost:5173')).toBe('http://localhost:5173/');
  });
  it('resolves relative paths against PUBLIC_URL', () => {
    expect(check('/play/hello-game')).toBe('http://localhost:8787/play/hello-game');
  });
  it('refuses other origins, including look-alikes and other ports', () => {
    expect(check('https://evil.example/')).toBeNull();
    expect(check('https://portal.example.evil.example/')).toBeNull();
    expect(check('https://portal.example:444/')).toBeNull();
    expect(check('http://portal.example/')).toBeNull();
    expect(check('https://user:pw@portal.example/')).toBeNull();
  });
  it('refuses javascript:, data: and other schemes', () => {
    expect(check('javascript:alert(1)')).toBeNull();
    expect(check('JaVaScRiPt:alert(1)')).toBeNull();
    expect(check('data:text/html,<script>1</script>')).toBeNull();
    expect(check('ftp://portal.example/')).toBeNull();
  });
  it('refuses protocol-relative and backslash tricks', () => {
    expect(check('//evil.example/')).toBeNull();
    expect(check('/\\evil.example/')).toBeNull();
    expect(check('\\\\evil.example')).toBeNull();
    expect(check('/ok\\..\\x')).toBeNull();
  });
  it('refuses relative paths without a leading slash, control characters and padding', () => {
    expect(check('play/hello-game')).toBeNull();
    expect(check('/play\n/x')).toBeNull();
    expect(check(' /play')).toBeNull();
    expect(check('')).toBeNull();
  });
  // Targets that serialise to `//host` or `/\host` once resolved, in every spelling found to reach another site.
  const TRICKY = [
    '//evil.example/',
    '///evil.example/',
    '/\\evil.example/',
    '\\/evil.example/',
    '/..//evil.example/',
    '/.//evil.example/',
    '/%2e%2e//evil.example/',
    '/%2E%2E//evil.example/',
    '/.%2e//evil.example/',
    '/%2e//evil.example/',
    '/a/..//evil.example/',
    '/%2f/evil.example/',
    '/%2F%2Fevil.example/',
    '/%5cevil.example/',
    '/%5C%5Cevil.example/',
    '/..%2f/evil.example/',
    '/../..//evil.example/',
    '/..\\evil.example/',
    '/\t/evil.example/',
    '/\n//evil.example/',
    '/\r\n//evil.example/',
    '/\u3002./evil.example',
    '/\uff0e\uff0e//evil.example/',
    'https://portal.example@evil.example/',
    'https://user@portal.example/',
    '/%00//evil.example/',
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    '\u0000/x',
  ];
  it.each(TRICKY)('refuses %j, or keeps it on the portal as a path that stays a path', (target) => {
    const out = check(target);
    if (out === null) return;
    const url = new URL(out);
    expect(['http://localhost:8787', 'http://localhost:5173', 'https://portal.example']).toContain(url.origin);
    expect(url.pathname).not.toMatch(/^\/[/\\]/);
    expect(decodeURIComponent(url.pathname)).not.toMatch(/^\/[/\\]/);
  });
  it('refuses the dot-segment forms that resolved to //evil.example/ before', () => {
    for (const target of [
      '/..//evil.example/',
      '/%2e%2e//evil.example/',
      '/.//evil.example/',
      '/a/..//evil.example/',
      '/%2f/evil.example/',
    ]) {
      expect(check(target)).toBeNull();
    }
  });
});
