// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import type { DocumentToAccept } from '../ui-port.js';
import { createDefaultUi } from './create-default-ui.js';

const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]');
const button = (text: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === text) as HTMLButtonElement;
const press = (key: string) =>
  (document.activeElement ?? document.body).dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));

const tos: DocumentToAccept = {
  documentId: 'd1',
  documentType: 'TOS',
  versionId: 'v2',
  markdown: '# Terms\n\nBe **nice**.\n\n- no <script>alert(1)</script> cheats',
  url: null,
};
const pp: DocumentToAccept = {
  documentId: 'd2',
  documentType: 'PP',
  versionId: 'v9',
  markdown: null,
  url: 'https://docs.example/pp',
};

beforeEach(() => {
  document.body.innerHTML = '';
});

describe('default UI accept-documents modal', () => {
  it('shows each document in turn and resolves with every acceptance', async () => {
    const ui = createDefaultUi();
    const answer = ui.showAcceptDocuments({ game: 'space', documents: [tos, pp] });
    expect(dialog()!.querySelector('h1')!.textContent).toBe('Terms');
    expect(dialog()!.querySelector('script')).toBeNull();
    expect(dialog()!.textContent).toContain('no <script>alert(1)</script> cheats');
    expect(dialog()!.textContent).toContain('Document 1 of 2');
    expect(document.activeElement).toBe(button('Accept'));
    button('Accept').click();
    await new Promise((r) => setTimeout(r, 0));
    const link = dialog()!.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('https://docs.example/pp');
    expect(link.getAttribute('rel')).toContain('noopener');
    button('Accept').click();
    await expect(answer).resolves.toEqual([
      { documentId: 'd1', versionId: 'v2' },
      { documentId: 'd2', versionId: 'v9' },
    ]);
    expect(dialog()).toBeNull();
  });

  it('resolves null when closed before any acceptance, and the accepted ones after', async () => {
    const ui = createDefaultUi();
    const none = ui.showAcceptDocuments({ game: 'space', documents: [tos, pp] });
    press('Escape');
    await expect(none).resolves.toBeNull();
    const some = ui.showAcceptDocuments({ game: 'space', documents: [tos, pp] });
    button('Accept').click();
    await new Promise((r) => setTimeout(r, 0));
    button('Close').click();
    await expect(some).resolves.toEqual([{ documentId: 'd1', versionId: 'v2' }]);
  });

  it('never links a non-http URL', () => {
    const ui = createDefaultUi();
    void ui.showAcceptDocuments({ game: 'space', documents: [{ ...pp, url: 'javascript:alert(1)' }] });
    expect(dialog()!.querySelector('a')).toBeNull();
    ui.closeAll();
  });

  it('with accept, says a failed acceptance, stays on that document, and Try again sends it again', async () => {
    const ui = createDefaultUi();
    let failures = 1;
    const sent: string[] = [];
    const accept = async (d: { versionId: string }) => {
      sent.push(d.versionId);
      if (failures-- > 0) throw new Error('HTTP Error 500');
    };
    const answer = ui.showAcceptDocuments({ game: 'space', documents: [tos, pp], accept });
    const alert = () => dialog()!.querySelector('[role="alert"]')!.textContent;
    button('Accept').click();
    await new Promise((r) => setTimeout(r, 0));
    expect(alert()).toBe('Your acceptance was not saved. Please try again.');
    expect(dialog()!.textContent).toContain('Document 1 of 2');
    button('Try again').click();
    await new Promise((r) => setTimeout(r, 0));
    expect(dialog()!.textContent).toContain('Document 2 of 2');
    expect(alert()).toBe('');
    button('Accept').click();
    await expect(answer).resolves.toEqual([
      { documentId: 'd1', versionId: 'v2' },
      { documentId: 'd2', versionId: 'v9' },
    ]);
    expect(sent).toEqual(['v2', 'v2', 'v9']);
  });
});
