import { describe, expect, it } from 'vitest';
import { safeRedirect } from '../../reference-portal/server/src/services/redirects.js';
import { safeLinkHref } from '../../reference-portal/web/src/shared/lib/safe-link.js';
import { HOSTILE_TARGETS } from '../fixtures/hostile-targets.js';

// One corpus, two checks: the server's redirect check (RedirectUri, temp-token redirects, /go) and
// the portal's link check (every server-supplied href). Each package's own tests cover its rules;
// these run both over every spelling found to reach another site or run script.

describe("the server's redirect check over the hostile targets", () => {
  const policy = {
    publicUrl: 'http://localhost:8787',
    allowedOrigins: ['http://localhost:5173', 'https://portal.example'],
  };
  const check = (v: string) => safeRedirect(v, policy);

  // Targets that serialise to `//host` or `/\host` once resolved, in every spelling found to reach another site.
  it.each(HOSTILE_TARGETS)('refuses %j, or keeps it on the portal as a path that stays a path', (target) => {
    const out = check(target);
    if (out === null) return;
    const url = new URL(out);
    expect(['http://localhost:8787', 'http://localhost:5173', 'https://portal.example']).toContain(url.origin);
    expect(url.pathname).not.toMatch(/^\/[/\\]/);
    expect(decodeURIComponent(url.pathname)).not.toMatch(/^\/[/\\]/);
  });
});

describe("the portal's link check over the hostile targets", () => {
  const origin = 'http://localhost:8787';
  const check = (target: string) => safeLinkHref(target, origin);

  // Each target is refused, or stays an http(s) link that runs no script and whose path part cannot
  // leave the portal.
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
