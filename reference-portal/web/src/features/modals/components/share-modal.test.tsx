// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../test/render-with-i18n';
import { ShareModal } from './share-modal';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const url = 'https://portal.test/play/space';
const setClipboard = (writeText: (t: string) => Promise<void>) =>
  Object.defineProperty(window.navigator, 'clipboard', { configurable: true, value: { writeText } });

describe('the share modal', () => {
  it('opens the VK, OK and Telegram share pages for the link', () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    renderWithI18n(<ShareModal url={url} text="Play with me" onCopyFailed={vi.fn()} onClose={vi.fn()} />);
    for (const name of ['VK', 'OK', 'Telegram']) fireEvent.click(screen.getByRole('button', { name }));
    const link = encodeURIComponent(url);
    expect(open.mock.calls.map((c) => c[0])).toEqual([
      `https://vk.com/share.php?url=${link}&title=Play%20with%20me`,
      `https://connect.ok.ru/offer?url=${link}&title=Play%20with%20me`,
      `https://t.me/share/url?url=${link}&text=Play%20with%20me`,
    ]);
  });

  it('copies the link and says so', async () => {
    const writeText = vi.fn(async () => {});
    setClipboard(writeText);
    const onCopyFailed = vi.fn();
    renderWithI18n(<ShareModal url={url} onCopyFailed={onCopyFailed} onClose={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await screen.findByText('Link copied');
    expect(writeText).toHaveBeenCalledWith(url);
    expect(onCopyFailed).not.toHaveBeenCalled();
  });

  it('hands over to the text-copy fallback when the clipboard refuses', async () => {
    setClipboard(async () => {
      throw new Error('denied');
    });
    const onCopyFailed = vi.fn();
    renderWithI18n(<ShareModal url={url} onCopyFailed={onCopyFailed} onClose={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(onCopyFailed).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Link copied')).toBeNull();
  });
});
