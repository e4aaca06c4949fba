// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createDefaultUi } from './create-default-ui.js';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const button = (text: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === text) as HTMLButtonElement;

beforeEach(() => void (document.body.innerHTML = ''));

function show() {
  const ui = createDefaultUi();
  const ended = new AbortController();
  const focus = vi.fn();
  const outcome = ui.showCheckoutWindow({ title: 'Payment', focus, signal: ended.signal });
  return { ui, ended, focus, outcome };
}

describe('the checkout-window notice of the default UI', () => {
  it('says where the payment goes on; its button brings the window back and keeps the notice open', async () => {
    const t = show();
    await flush();
    const title = document.getElementById(dialog()!.getAttribute('aria-labelledby')!);
    expect(title?.textContent).toBe('Payment');
    expect(dialog()!.textContent).toContain('Complete the payment in the window that opened.');
    button('Show the payment window').click();
    button('Show the payment window').click();
    expect(t.focus).toHaveBeenCalledTimes(2);
    expect(dialog()).not.toBeNull();
  });

  it('answers cancelled on Cancel', async () => {
    const t = show();
    await flush();
    button('Cancel').click();
    await expect(t.outcome).resolves.toBe('cancelled');
    expect(dialog()).toBeNull();
  });

  it('answers cancelled on Escape', async () => {
    const t = show();
    await flush();
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await expect(t.outcome).resolves.toBe('cancelled');
  });

  it('closes by itself, answering closed, when the payment ends', async () => {
    const t = show();
    await flush();
    t.ended.abort();
    await expect(t.outcome).resolves.toBe('closed');
    expect(dialog()).toBeNull();
  });

  it('answers closed, not cancelled, when another modal takes its place', async () => {
    const t = show();
    await flush();
    void t.ui.showInfo({ body: 'Hello' });
    await expect(t.outcome).resolves.toBe('closed');
  });
});
