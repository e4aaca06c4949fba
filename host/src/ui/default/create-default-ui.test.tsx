// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDefaultUi } from './create-default-ui.js';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const press = (key: string, shiftKey = false) =>
  (document.activeElement ?? document.body).dispatchEvent(
    new KeyboardEvent('keydown', { key, shiftKey, bubbles: true }),
  );
const button = (text: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === text) as HTMLButtonElement;

let opener: HTMLButtonElement;
beforeEach(() => {
  document.body.innerHTML = '';
  opener = document.body.appendChild(document.createElement('button'));
  opener.textContent = 'open';
  opener.focus();
});
afterEach(() => vi.restoreAllMocks());

describe('createDefaultUi', () => {
  it('opens an accessible dialog labelled by its title, showing text as text', async () => {
    const ui = createDefaultUi();
    const closed = ui.showInfo({ title: 'Saved', body: '<img src=x onerror=alert(1)>' });
    const el = dialog()!;
    expect(el.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(el.getAttribute('aria-labelledby')!)?.textContent).toBe('Saved');
    expect(el.querySelector('img')).toBeNull();
    expect(el.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(el.contains(document.activeElement)).toBe(true);
    button('Close').click();
    await expect(closed).resolves.toBeUndefined();
    expect(dialog()).toBeNull();
  });

  it('closes on Escape and gives focus back to the element that had it', async () => {
    const ui = createDefaultUi();
    const closed = ui.showInfo({ body: 'Hello' });
    expect(document.activeElement).not.toBe(opener);
    press('Escape');
    await closed;
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab inside the dialog', () => {
    const ui = createDefaultUi();
    void ui.showPushPrompt({ game: 'Space Shooter' });
    const cancel = button('Cancel');
    const ok = button('OK');
    expect(document.activeElement).toBe(cancel);
    ok.focus();
    press('Tab');
    expect(document.activeElement).toBe(cancel);
    press('Tab', true);
    expect(document.activeElement).toBe(ok);
    opener.focus();
    expect(dialog()!.contains(document.activeElement)).toBe(true);
    ui.closeAll();
  });

  it('resolves the push prompt with the answer, naming the game', async () => {
    const ui = createDefaultUi();
    const allowed = ui.showPushPrompt({ game: 'Space Shooter' });
    expect(dialog()!.textContent).toContain('Space Shooter');
    button('OK').click();
    await expect(allowed).resolves.toBe(true);
    const declined = ui.showPushPrompt({ game: 'Space Shooter' });
    press('Escape');
    await expect(declined).resolves.toBe(false);
  });

  it('says sign-in belongs to the portal and resolves false', async () => {
    const ui = createDefaultUi();
    const signedIn = ui.showLogin({ game: 'space' });
    expect(dialog()!.textContent).toMatch(/portal/);
    button('Close').click();
    await expect(signedIn).resolves.toBe(false);
  });

  it('preselects copy text and shows the platform hint', () => {
    vi.spyOn(navigator, 'platform', 'get').mockReturnValue('MacIntel');
    const ui = createDefaultUi();
    void ui.showTextCopy({ text: 'CODE-123' });
    const box = dialog()!.querySelector('textarea')!;
    expect(document.activeElement).toBe(box);
    expect(box.value).toBe('CODE-123');
    expect([box.selectionStart, box.selectionEnd]).toEqual([0, 'CODE-123'.length]);
    expect(dialog()!.textContent).toContain('Press Cmd+C to copy');
    ui.closeAll();
    vi.spyOn(navigator, 'platform', 'get').mockReturnValue('Win32');
    void ui.showTextCopy({ text: 'x' });
    expect(dialog()!.textContent).toContain('Press Ctrl+C to copy');
    ui.closeAll();
  });

  it('copies a shared link with the clipboard, and falls back to the copy hint', async () => {
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const ui = createDefaultUi();
    void ui.showLinkShare({ url: 'https://portal.example/play/space', text: 'Join me' });
    expect(dialog()!.querySelector('input')!.value).toBe('https://portal.example/play/space');
    button('Copy link').click();
    await flush();
    expect(writeText).toHaveBeenCalledWith('https://portal.example/play/space');
    expect(dialog()!.textContent).toContain('Link copied');
    button('Copy link').click();
    await flush();
    expect(dialog()!.textContent).toMatch(/Press (Cmd|Ctrl)\+C to copy/);
    ui.closeAll();
  });

  it('sandboxes embedded pages, without allow-same-origin on the host origin', () => {
    // happy-dom reports that it does not load frame pages; that is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const ui = createDefaultUi();
    void ui.showIframe({ url: 'https://docs.example/tos', title: 'Terms' });
    const frame = dialog()!.querySelector('iframe')!;
    expect(frame.getAttribute('sandbox')).toContain('allow-same-origin');
    expect(frame.title).toBe('Terms');
    void ui.showIframe({ url: `${location.origin}/tos` });
    expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(1);
    expect(dialog()!.querySelector('iframe')!.getAttribute('sandbox')).not.toContain('allow-same-origin');
    ui.closeAll();
  });

  it('dismisses the open modal when another opens', async () => {
    const ui = createDefaultUi();
    const first = ui.showLogin({ game: 'space' });
    void ui.showInfo({ body: 'second' });
    await expect(first).resolves.toBe(false);
    expect(document.querySelectorAll('[role="dialog"]')).toHaveLength(1);
    ui.closeAll();
  });

  it('renders into the given root', () => {
    const root = document.body.appendChild(document.createElement('section'));
    const ui = createDefaultUi(root);
    void ui.showInfo({ body: 'inside' });
    expect(root.querySelector('[role="dialog"]')).not.toBeNull();
    ui.closeAll();
    expect(root.children).toHaveLength(0);
  });
});
