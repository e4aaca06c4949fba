import { describe, expect, it, vi } from 'vitest';
import { createHeadlessUi } from '../ui/headless-ui.js';
import type { UiPort } from '../ui/ui-port.js';
import { createModalGate, withModalGate } from './modal-gate.js';

/** A UI whose modals stay open until the test closes them. */
function heldUi() {
  const closers: (() => void)[] = [];
  const held = () => new Promise<void>((resolve) => closers.push(resolve));
  const ui: UiPort = {
    ...createHeadlessUi(),
    headless: false,
    showInfo: vi.fn(held),
    showLinkShare: vi.fn(held),
    showShare: vi.fn(held),
    showLogin: vi.fn(async () => true),
    showPersonalInfo: vi.fn(async () => ({ email: 'a@example.com', phone: '', autoConfirm: false })),
  };
  return { ui, closeAll: () => closers.splice(0).forEach((close) => close()) };
}

const busy = (method: string) => ({
  code: 'NotSupported',
  message: `${method}: a modal the game opened is still open; only one is shown at a time`,
});

describe('withModalGate', () => {
  it("holds an adapter's share and info modals to the games' one slot", async () => {
    const gate = createModalGate();
    const { ui, closeAll } = heldUi();
    const gated = withModalGate(ui, gate);
    const release = gate.take('OpenModal');
    release(new Promise(() => {}));
    await expect(gated.showLinkShare({ url: 'https://portal.example/play/space' })).rejects.toMatchObject(
      busy('showLinkShare'),
    );
    await expect(gated.showInfo({ body: 'No friends to invite' })).rejects.toMatchObject(busy('showInfo'));
    expect(ui.showLinkShare).not.toHaveBeenCalled();
    expect(ui.showInfo).not.toHaveBeenCalled();
    closeAll();
  });

  it('takes the slot while its modal is open, and frees it when the modal closes', async () => {
    const gate = createModalGate();
    const { ui, closeAll } = heldUi();
    const gated = withModalGate(ui, gate);
    const shown = gated.showShare({ url: 'https://portal.example/play/space' });
    expect(gate.busy).toBe(true);
    expect(() => gate.take('OpenModal')).toThrow(expect.objectContaining(busy('OpenModal')));
    closeAll();
    await shown;
    await vi.waitFor(() => expect(gate.busy).toBe(false));
  });

  it("refuses the sign-in, push prompt, report form and purchase steps a game's call opens while the slot is taken", async () => {
    const gate = createModalGate();
    const { ui } = heldUi();
    const gated = withModalGate(ui, gate);
    const free = gate.take('OpenModal');
    let close!: () => void;
    free(new Promise<void>((resolve) => (close = resolve)));
    await expect(gated.showLogin({ game: 'space' })).rejects.toMatchObject(busy('showLogin'));
    await expect(gated.showPushPrompt({ game: 'space' })).rejects.toMatchObject(busy('showPushPrompt'));
    await expect(gated.showReportIssue({ game: 'space' })).rejects.toMatchObject(busy('showReportIssue'));
    await expect(gated.showPersonalInfo({ email: '', emailRequired: true })).rejects.toMatchObject(
      busy('showPersonalInfo'),
    );
    await expect(gated.showCardCheckout({ title: 'Payment', mount: () => undefined })).rejects.toMatchObject(
      busy('showCardCheckout'),
    );
    await expect(
      gated.showCheckoutWindow({ title: 'Payment', focus: () => undefined, signal: new AbortController().signal }),
    ).rejects.toMatchObject(busy('showCheckoutWindow'));
    expect(ui.showLogin).not.toHaveBeenCalled();
    expect(ui.showPersonalInfo).not.toHaveBeenCalled();
    close();
    await vi.waitFor(() => expect(gate.busy).toBe(false));
    // One after the other, as a purchase's steps come: each frees the slot when it closes.
    expect(await gated.showLogin({ game: 'space' })).toBe(true);
    expect(await gated.showPersonalInfo({ email: '', emailRequired: true })).toMatchObject({ email: 'a@example.com' });
    expect(gate.busy).toBe(false);
  });

  it("passes the portal's own accept-documents prompt through while the slot is taken", async () => {
    const gate = createModalGate();
    const { ui } = heldUi();
    const gated = withModalGate(ui, gate);
    gate.take('OpenModal')(new Promise(() => {}));
    expect(await gated.showAcceptDocuments({ game: 'space', documents: [] })).toBeNull();
    expect(gated.headless).toBe(false);
    expect(withModalGate(createHeadlessUi(), gate).headless).toBe(true);
  });
});
