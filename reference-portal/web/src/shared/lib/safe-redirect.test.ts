import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

const origin = 'http://127.0.0.1:8787';

describe('safeRedirectPath', () => {
  it('keeps same-origin targets as path, query and hash', () => {
    expect(safeRedirectPath(`${origin}/play/hello-game?x=1#h`, origin)).toBe('/play/hello-game?x=1#h');
    expect(safeRedirectPath('/Profile', origin)).toBe('/Profile');
  });
  it('refuses other origins and tricks', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      ' /x\n',
      null,
      '',
    ]) {
      expect(safeRedirectPath(bad, origin), String(bad)).toBe('/');
    }
  });
  it('never gives a path that leaves the origin once written as a link', () => {
    const origin = 'http://localhost:8787';
    for (const target of [
      '/..//evil.example/',
      '/%2e%2e//evil.example/',
      '/.//evil.example/',
      '/a/..//evil.example/',
      '/%2f/evil.example/',
      '/%5cevil.example/',
      '/.%2e//evil.example/',
    ]) {
      expect(safeRedirectPath(target, origin)).toBe('/');
    }
    expect(safeRedirectPath('/Store/hello-game?x=1#top', origin)).toBe('/Store/hello-game?x=1#top');
  });
});
