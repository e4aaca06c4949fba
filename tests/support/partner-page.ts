import { expect, type Frame, type Page } from '@playwright/test';
import { HOST_ORIGIN } from './origins.js';

/** Opens the partner page with these query params and waits until every mounted game is connected. */
export async function openPartner(page: Page, params: Record<string, string> = {}): Promise<void> {
  await page.goto(`${HOST_ORIGIN}/?${new URLSearchParams(params)}`);
  await page.waitForFunction(() => window.__partner !== undefined);
  await page.evaluate(() => window.__partner.ready);
}

/** The frame of the game in slot `slot` (1 or 2) of the partner page; it survives reloads. */
export async function gameFrame(page: Page, slot = 1): Promise<Frame> {
  const element = await page.locator(`#slot-${slot} iframe`).elementHandle();
  const frame = await element?.contentFrame();
  if (!frame) throw new Error(`No game frame in slot ${slot}`);
  return frame;
}

/** Waits for the conformance game in `frame` to finish its run and returns its rows. */
export async function conformanceRows(frame: Frame) {
  await frame.waitForFunction(() => window.__conformance !== undefined);
  const rows = await frame.evaluate(() => window.__conformance.done);
  expect(await frame.evaluate(() => window.__conformance.initError)).toBeUndefined();
  return rows;
}

/**
 * Counts what the host page does with handshakes: MessageChannels created (one per accepted
 * initialise-port message) and init-port messages seen, recorded once every listener has run; and
 * returns the console lines of the page and its frames.
 */
export async function installHostProbe(page: Page): Promise<{ console: string[] }> {
  const console: string[] = [];
  page.on('console', (message) => console.push(`${message.type()}: ${message.text()}`));
  await page.addInitScript(() => {
    const probe: Window['__probe'] = { channels: 0, initsSeen: [] };
    window.__probe = probe;
    const Native = window.MessageChannel;
    window.MessageChannel = class extends Native {
      constructor() {
        super();
        probe.channels++;
      }
    };
    window.addEventListener('message', (event) => {
      const data = event.data as { type?: unknown; nonce?: unknown; loadId?: unknown } | null;
      if (data?.type !== 'playport:init-port') return;
      setTimeout(() => probe.initsSeen.push({ origin: event.origin, nonce: data.nonce, loadId: data.loadId }), 0);
    });
  });
  return { console };
}

/** Collects uncaught errors and unhandled rejections of the host page (not of the game frames). */
export function trackPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Navigates a game frame (reload, another URL, another origin) and waits until the new document has
 * loaded, so that nothing is read from the document that was replaced.
 */
export async function navigateFrame(frame: Frame, navigate: string | 'reload'): Promise<void> {
  await frame.evaluate(() => ((window as { __stale?: boolean }).__stale = true));
  // The navigation may tear down the context the call runs in; its end is awaited below instead.
  await frame
    .evaluate((url) => (url === 'reload' ? location.reload() : location.replace(url)), navigate)
    .catch(() => {});
  await frame.waitForFunction(() => !(window as { __stale?: boolean }).__stale && document.readyState === 'complete');
}
