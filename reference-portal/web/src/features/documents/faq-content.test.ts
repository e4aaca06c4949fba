// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { faqContent } from './faq-content';

describe('the FAQ shown inside the page', () => {
  it('is the body of the static page without its own h1', () => {
    const html =
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>FAQ</title></head><body><h1>Frequently asked questions (fxid)</h1><h2>How do I sign in?</h2><p>Enter your e-mail and open the link we send you.</p></body></html>';
    expect(faqContent(html)).toBe('<h2>How do I sign in?</h2><p>Enter your e-mail and open the link we send you.</p>');
  });

  it('keeps nothing that runs, loads or submits, and opens links in a new tab', () => {
    const html = [
      '<body><h1>FAQ</h1><script>alert(1)</script><embed src="x.swf"><object data="x.swf"></object><form action="/x"><input></form>',
      '<p onclick="alert(2)" style="color:red">Hi <a href="javascript:alert(3)">bad</a> <a href="https://help.example/">help</a></p>',
      '<img src="data:image/svg+xml,<svg/>" onerror="alert(4)" alt="x"></body>',
    ].join('');
    expect(faqContent(html)).toBe(
      '<p>Hi <a target="_blank" rel="noopener noreferrer">bad</a> <a href="https://help.example/" target="_blank" rel="noopener noreferrer">help</a></p><img alt="x">',
    );
  });
});
