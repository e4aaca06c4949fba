// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../test/render-with-i18n';
import { LinkShareModal } from './link-share-modal';

vi.mock('qrcode', () => ({ toDataURL: async () => 'data:image/png;base64,AA==' }));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const url = 'https://portal.test/play/space';
const setClipboard = (writeText: (t: string) => Promise<void>, state: PermissionState = 'granted') => {
  Object.defineProperty(window.navigator, 'clipboard', { configurable: true, value: { writeText } });
  Object.defineProperty(window.navigator, 'permissions', {
    configurable: true,
    value: { query: async () => ({ state }) },
  });
};

describe('the link-share modal', () => {
  it('copies the link and says so', async () => {
    const writeText = vi.fn(async () => {});
    setClipboard(writeText);
    renderWithI18n(<LinkShareModal url={url} onClose={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
    await screen.findByRole('button', { name: 'Copied' });
    expect(writeText).toHaveBeenCalledWith(url);
  });

  it('keeps the link in the box when the clipboard refuses', async () => {
    const writeText = vi.fn(async () => {
      throw new Error('denied');
    });
    setClipboard(writeText);
    renderWithI18n(<LinkShareModal url={url} onClose={vi.fn()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Link').value).toBe(url);
  });

  it('offers no copy button when clipboard access is denied', async () => {
    setClipboard(async () => {}, 'denied');
    renderWithI18n(<LinkShareModal url={url} onClose={vi.fn()} />);
    await screen.findByRole('img');
    expect(screen.queryByRole('button', { name: 'Copy link' })).toBeNull();
  });
});
