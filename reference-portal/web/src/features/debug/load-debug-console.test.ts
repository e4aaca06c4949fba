// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { loadDebugConsole } from './load-debug-console';

const url = 'https://cdn.example/eruda.js';
const scripts = () => [...document.head.querySelectorAll('script')].filter((s) => s.src === url);

afterEach(() => scripts().forEach((s) => s.remove()));

describe('loadDebugConsole', () => {
  it('loads nothing without ?eruda or ?remotejs', () => {
    expect(loadDebugConsole(url, '?lng=de&debug=1')).toBe(false);
    expect(scripts()).toHaveLength(0);
  });
  it('loads the console for ?eruda and for ?remotejs', () => {
    expect(loadDebugConsole(url, '?eruda=true')).toBe(true);
    expect(loadDebugConsole(url, '?remotejs')).toBe(true);
    expect(scripts()).toHaveLength(2);
  });
  it('loads nothing when the server names no console (production by default), even for ?eruda', () => {
    expect(loadDebugConsole(null, '?eruda=true')).toBe(false);
    expect(document.head.querySelectorAll('script[src*="eruda"]')).toHaveLength(0);
  });
});
