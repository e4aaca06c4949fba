// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createDefaultUi } from './create-default-ui.js';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const field = (label: string) => {
  const el = [...document.querySelectorAll('label')].find((l) => l.textContent === label)!;
  return document.getElementById(el.htmlFor) as HTMLInputElement | HTMLTextAreaElement;
};
const type = async (el: HTMLInputElement | HTMLTextAreaElement, value: string) => {
  el.value = value;
  el.dispatchEvent(new Event('input', { bubbles: true }));
  await flush();
};
const send = () => [...document.querySelectorAll('button')].find((b) => b.textContent === 'Send') as HTMLButtonElement;

beforeEach(() => {
  document.body.innerHTML = '';
});

describe('report issue modal', () => {
  it('labels both fields and keeps Send disabled until both are valid', async () => {
    const ui = createDefaultUi();
    const report = ui.showReportIssue({ game: 'space' });
    const message = field('Message');
    const email = field('Email');
    expect(message.tagName).toBe('TEXTAREA');
    expect(email.type).toBe('email');
    expect(send().disabled).toBe(true);
    expect(document.querySelector('[role="dialog"]')!.textContent).not.toContain('required');

    await type(message, '  The game froze on level 3  ');
    await type(email, 'ann@');
    expect(send().disabled).toBe(true);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const error = document.getElementById(email.getAttribute('aria-describedby')!);
    expect(error?.textContent).toBe('Invalid email format');

    await type(email, 'ann@example.com');
    expect(send().disabled).toBe(false);
    expect(email.getAttribute('aria-invalid')).toBeNull();
    send().click();
    await expect(report).resolves.toEqual({ message: 'The game froze on level 3', email: 'ann@example.com' });
  });

  it('shows an error for a field emptied after typing', async () => {
    const ui = createDefaultUi();
    void ui.showReportIssue({ game: 'space' });
    await type(field('Message'), 'x');
    await type(field('Message'), '   ');
    expect(document.querySelector('[role="dialog"]')!.textContent).toContain('Please describe the issue');
    await type(field('Email'), '');
    expect(document.querySelector('[role="dialog"]')!.textContent).toContain('Email is required');
    ui.closeAll();
  });

  it('resolves null when cancelled or dismissed with Escape', async () => {
    const ui = createDefaultUi();
    const cancelled = ui.showReportIssue({ game: 'space' });
    [...document.querySelectorAll('button')].find((b) => b.textContent === 'Cancel')!.click();
    await expect(cancelled).resolves.toBeNull();
    const escaped = ui.showReportIssue({ game: 'space' });
    document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await expect(escaped).resolves.toBeNull();
  });

  it('awaits send: a failure shows in the form, a success resolves with the report', async () => {
    const sendReport = vi.fn().mockRejectedValueOnce(new Error('HTTP Error 502')).mockResolvedValueOnce(undefined);
    const ui = createDefaultUi();
    const report = ui.showReportIssue({ game: 'space', send: sendReport });
    await type(field('Message'), ' It froze ');
    await type(field('Email'), 'ann@example.com');
    send().click();
    await flush();
    await flush();
    expect(sendReport).toHaveBeenCalledWith({ message: 'It froze', email: 'ann@example.com' });
    expect(document.querySelector('[role="alert"]')!.textContent).toContain('HTTP Error 502');
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
    send().click();
    await expect(report).resolves.toEqual({ message: 'It froze', email: 'ann@example.com' });
    expect(sendReport).toHaveBeenCalledTimes(2);
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });
});
