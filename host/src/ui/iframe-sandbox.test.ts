import { describe, expect, it } from 'vitest';
import { iframeSandbox } from './iframe-sandbox.js';

const ISOLATED = 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox';

describe('iframeSandbox', () => {
  it('lets a page of another origin keep its origin', () => {
    expect(iframeSandbox('https://docs.example/tos', ['https://portal.example'])).toBe(`${ISOLATED} allow-same-origin`);
  });

  it.each([
    ['https://portal.example/profile', ['https://portal.example']],
    ['https://PORTAL.example:443/Store/space', ['https://portal.example']],
    ['https://api.portal.example/docs', ['https://portal.example', 'https://api.portal.example/api/v1']],
  ])('drops allow-same-origin for %s, a page on an own origin', (url, own) => {
    expect(iframeSandbox(url, own)).toBe(ISOLATED);
  });

  it('drops allow-same-origin for a URL without an origin', () => {
    expect(iframeSandbox('not a url', ['https://portal.example'])).toBe(ISOLATED);
    expect(iframeSandbox('data:text/html,hi', ['https://portal.example'])).toBe(ISOLATED);
  });
});
