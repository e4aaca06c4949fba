// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDefaultUi } from './create-default-ui.js';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const button = (text: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === text) as HTMLButtonElement;
const url = 'https://portal.example/play/space?ref=a b';

beforeEach(() => {
  document.body.innerHTML = '';
});
afterEach(() => vi.restoreAllMocks());

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(window.navigator, 'clipboard', { configurable: true, value: { writeText } });
}

describe('default UI share modal', () => {
  it('opens the VK, OK and Telegram share pages for the link', async () => {
    const opened = vi.spyOn(window, 'open').mockImplementation(() => null);
    const ui = createDefaultUi();
    const closed = ui.showShare({ url, text: 'Join me' });
    const link = encodeURIComponent(url);
    button('VK').click();
    button('OK').click();
    button('Telegram').click();
    expect(opened.mock.calls.map((c) => c[0])).toEqual([
      `https://vk.com/share.php?url=${link}&title=Join%20me`,
      `https://connect.ok.ru/offer?url=${link}&title=Join%20me`,
      `https://t.me/share/url?url=${link}&text=Join%20me`,
    ]);
    button('Close').click();
    await expect(closed).resolves.toBeUndefined();
    expect(dialog()).toBeNull();
  });

  it('copies the link and says so', async () => {
    const writeText = vi.fn(async () => {});
    stubClipboard(writeText);
    const ui = createDefaultUi();
    void ui.showShare({ url });
    button('Copy link').click();
    await flush();
    expect(writeText).toHaveBeenCalledWith(url);
    expect(dialog()!.textContent).toContain('Link copied');
    ui.closeAll();
  });

  it('shows the text-copy modal with the link when the clipboard refuses', async () => {
    stubClipboard(async () => {
      throw new Error('denied');
    });
    const ui = createDefaultUi();
    const closed = ui.showShare({ url });
    button('Copy link').click();
    await closed;
    await flush();
    expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(1);
    expect(dialog()!.querySelector('textarea')!.value).toBe(url);
    expect(dialog()!.textContent).toMatch(/Press (Cmd|Ctrl)\+C to copy/);
    ui.closeAll();
    expect(dialog()).toBeNull();
  });
});
