// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDefaultUi } from './create-default-ui.js';
import { CARD_CHECKOUT_CLOSE_DELAY_MS } from './card-checkout-modal.js';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const button = (text: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === text) as HTMLButtonElement;
const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const type = (name: string, value: string) => {
  input(name).value = value;
  input(name).dispatchEvent(new Event('input', { bubbles: true }));
};
const errorKeys = () => [...document.querySelectorAll('[data-error-key]')].map((e) => e.getAttribute('data-error-key'));

beforeEach(() => {
  document.body.innerHTML = '';
});
afterEach(() => vi.useRealTimers());

describe('default UI: personal-info form', () => {
  it('starts with the server default e-mail and submits trimmed values', async () => {
    const ui = createDefaultUi();
    const answer = ui.showPersonalInfo({ email: 'ann@example.com', emailRequired: true });
    expect(input('email').value).toBe('ann@example.com');
    type('phone', ' +4915112345678 ');
    await flush();
    button('Continue').click();
    await expect(answer).resolves.toEqual({ email: 'ann@example.com', phone: '+4915112345678', autoConfirm: false });
  });

  it('shows invalid_email and invalid_phone_number per field and does not submit', async () => {
    const ui = createDefaultUi();
    const answer = ui.showPersonalInfo({ email: '', emailRequired: true });
    type('phone', '+0');
    await flush();
    button('Continue').click();
    await flush();
    expect(errorKeys()).toEqual(['invalid_email', 'invalid_phone_number']);
    expect(input('email').getAttribute('aria-invalid')).toBe('true');
    type('email', 'bob@example.com');
    type('phone', '');
    await flush();
    expect(errorKeys()).toEqual([]);
    button('Continue and confirm automatically next time').click();
    await expect(answer).resolves.toEqual({ email: 'bob@example.com', phone: '', autoConfirm: true });
  });

  it('the auto-confirm button validates the same way', async () => {
    const ui = createDefaultUi();
    void ui.showPersonalInfo({ email: 'nope', emailRequired: true });
    button('Continue and confirm automatically next time').click();
    await flush();
    expect(errorKeys()).toEqual(['invalid_email']);
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
    ui.closeAll();
  });

  it('answers null when closed', async () => {
    const ui = createDefaultUi();
    const answer = ui.showPersonalInfo({ email: '', emailRequired: true });
    button('Cancel').click();
    await expect(answer).resolves.toBeNull();
  });
});

describe('default UI: card checkout', () => {
  it('mounts the checkout, and closes a second after completion', async () => {
    vi.useFakeTimers();
    const ui = createDefaultUi();
    const cleanup = vi.fn();
    let complete = () => {};
    const outcome = ui.showCardCheckout({
      title: 'Payment',
      mount(container, done) {
        container.appendChild(document.createElement('output'));
        complete = done;
        return cleanup;
      },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(document.querySelector('[role="dialog"] [data-playport-checkout] output')).not.toBeNull();
    complete();
    await vi.advanceTimersByTimeAsync(CARD_CHECKOUT_CLOSE_DELAY_MS - 1);
    expect(document.querySelector('[role="dialog"]')?.textContent).toContain('Payment completed');
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toBe('completed');
    expect(cleanup).toHaveBeenCalled();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('answers closed when the player closes it first', async () => {
    const ui = createDefaultUi();
    const outcome = ui.showCardCheckout({ title: 'Payment', mount: () => {} });
    await flush();
    button('Close').click();
    await expect(outcome).resolves.toBe('closed');
  });
});
