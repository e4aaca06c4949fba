import { expect, test, type Frame } from '@playwright/test';
import { HOST_ORIGIN } from '../support/origins.js';
import { conformanceRows, gameFrame, trackPageErrors } from '../support/partner-page.js';

const PLAY_EVENTS = ['PauseStateChanged', 'AudioStateChanged'];
const playEvents = (frame: Frame) =>
  frame.evaluate((names) => window.__conformance.events.filter((e) => names.includes(e.name)), PLAY_EVENTS);
const pause = (paused: boolean, reason: string) => ({ name: 'PauseStateChanged', payload: { paused, reason } });
const audio = (muted: boolean, reason: string) => ({ name: 'AudioStateChanged', payload: { muted, reason } });

test.describe('pause and mute reach a game on another origin', () => {
  test('yandex: every ad pauses and mutes the game around it, then the platform and the page pause it', async ({
    page,
  }) => {
    const errors = trackPageErrors(page);
    await page.goto(`${HOST_ORIGIN}/?${new URLSearchParams({ game: 'conformance-game', adapter: 'yandex' })}`);
    await page.waitForFunction(() => window.__partner !== undefined);
    await page.evaluate(() => window.__partner.ready);
    const frame = await gameFrame(page);
    await conformanceRows(frame);
    const around = [pause(true, 'ad'), audio(true, 'ad'), pause(false, 'ad'), audio(false, 'ad')];
    // The run shows a rewarded video, then an interstitial.
    expect(await playEvents(frame)).toEqual([...around, ...around]);

    const seen = (await playEvents(frame)).length;
    const raise = (on: boolean) =>
      page.evaluate(
        (value) =>
          (
            window as unknown as { __playportPlatformSignals: { pause(on: boolean): void } }
          ).__playportPlatformSignals.pause(value),
        on,
      );
    await raise(true);
    await page.evaluate(() => window.__partner.host.setPaused(true));
    await raise(false);
    await page.evaluate(() => window.__partner.host.setPaused(false));
    const expected = [pause(true, 'platform'), audio(true, 'platform'), audio(false, 'platform'), pause(false, 'host')];
    await expect.poll(async () => (await playEvents(frame)).slice(seen)).toEqual(expected);
    expect(errors).toEqual([]);
  });
});
