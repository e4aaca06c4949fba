import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

const origin = 'http://127.0.0.1:8787';

describe('safeRedirectPath', () => {
  it('keeps same-origin targets as path, query and hash', () => {
    expect(safeRedirectPath(`${origin}/play/hello-game?x=1#h`, origin)).toBe('/play/hello-game?x=1#h');
    expect(safeRedirectPath('/Profile', origin)).toBe('/Profile');
  });
  it('refuses other origins and tricks', () => {
    for (const bad of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', ' /x\n', null, '']) {
      expect(safeRedirectPath(bad, origin), String(bad)).toBe('/');
    }
  });
});
