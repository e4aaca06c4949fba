// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createGameFrame } from './create-game-frame.js';

describe('createGameFrame', () => {
  it('sets exactly the sandbox, permissions, referrer policy and title', () => {
    const frame = createGameFrame(document, 'https://g.example/#playport-nonce=n', 'Puzzle');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('sandbox')).toBe(
      'allow-scripts allow-same-origin allow-pointer-lock allow-popups allow-popups-to-escape-sandbox allow-forms',
    );
    expect(frame.getAttribute('allow')).toBe('fullscreen; autoplay; gamepad; clipboard-write');
    expect(frame.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(frame.title).toBe('Puzzle');
    expect([frame.getAttribute('width'), frame.getAttribute('height'), frame.getAttribute('frameborder')]).toEqual([
      '100%',
      '100%',
      '0',
    ]);
    expect(frame.getAttribute('style')).toBeNull();
    expect(frame.getAttribute('src')).toBe('https://g.example/#playport-nonce=n');
    expect(frame.isConnected).toBe(false);
  });
});
