import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirects';

const policy = {
  publicUrl: 'http://localhost:8787',
  allowedOrigins: ['http://localhost:5173', 'https://portal.example'],
};
const check = (v: string) => safeRedirect(v, policy);

// The whole corpus of hostile targets runs against this check in tests/unit/hostile-targets.test.ts.
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
