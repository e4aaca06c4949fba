import { describe, expect, it } from 'vitest';
import { fakeWindow } from '../testing/fake-window.js';
import { readScenario } from './read-scenario.js';

describe('readScenario', () => {
  it('prefers the scenario set on the window, then the query parameter', () => {
    const { win } = fakeWindow(`https://portal.test/?playportScenario=${encodeURIComponent('{"init":"throws"}')}`);
    expect(readScenario(win)).toEqual({ init: 'throws' });
    win.playportSimulatorScenario = { init: 'silent' };
    expect(readScenario(win)).toEqual({ init: 'silent' });
  });

  it('falls back to the happy path without a scenario or with one that is not JSON', () => {
    expect(readScenario(fakeWindow('https://portal.test/').win)).toEqual({});
    expect(readScenario(fakeWindow('https://portal.test/?playportScenario=%7Binit').win)).toEqual({});
  });
});
