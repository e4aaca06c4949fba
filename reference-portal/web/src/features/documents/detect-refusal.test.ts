import { describe, expect, it } from 'vitest';
import { headersRefuseFraming, REFUSAL_CHECKS_MS } from './detect-refusal';
import { documentViewerType } from './viewer-type';

const portal = 'https://portal.example';
const refuses = (headers: Record<string, string>, page = 'https://docs.example/tos.html') =>
  headersRefuseFraming(new Headers(headers), portal, page);

describe('framing refusal', () => {
  it('checks at 2 s and 3 s', () => {
    expect(REFUSAL_CHECKS_MS).toEqual([2000, 3000]);
  });

  it('reads X-Frame-Options', () => {
    expect(refuses({ 'X-Frame-Options': 'DENY' })).toBe(true);
    expect(refuses({ 'X-Frame-Options': 'deny' }, `${portal}/docs/tos`)).toBe(true);
    expect(refuses({ 'X-Frame-Options': 'SAMEORIGIN' })).toBe(true);
    expect(refuses({ 'X-Frame-Options': 'SAMEORIGIN' }, `${portal}/docs/tos`)).toBe(false);
    expect(refuses({})).toBe(false);
  });

  it('reads CSP frame-ancestors', () => {
    expect(refuses({ 'Content-Security-Policy': "default-src 'self'; frame-ancestors 'none'" })).toBe(true);
    expect(refuses({ 'Content-Security-Policy': "frame-ancestors 'self'" })).toBe(true);
    expect(refuses({ 'Content-Security-Policy': "frame-ancestors 'self'" }, `${portal}/faq.html`)).toBe(false);
    expect(refuses({ 'Content-Security-Policy': 'frame-ancestors https://portal.example/' })).toBe(false);
    expect(refuses({ 'Content-Security-Policy': 'frame-ancestors https://*.example' })).toBe(false);
    expect(refuses({ 'Content-Security-Policy': 'frame-ancestors https://*.other.example' })).toBe(true);
    expect(refuses({ 'Content-Security-Policy': 'frame-ancestors *' })).toBe(false);
    expect(refuses({ 'Content-Security-Policy': "script-src 'self'" })).toBe(false);
  });
});

describe('documentViewerType', () => {
  it('shows images as images, .md as markdown and the rest in a frame', () => {
    const urls = [
      'https://cdn.example/rules.PNG',
      '/docs/map.jpeg?v=2',
      'https://x.example/a.svg',
      '/docs/tos.md',
      '/docs/tos',
      'https://x.example/pp.html',
      'https://x.example/png',
    ];
    expect(urls.map(documentViewerType)).toEqual(['image', 'image', 'image', 'markdown', 'iframe', 'iframe', 'iframe']);
  });
});
