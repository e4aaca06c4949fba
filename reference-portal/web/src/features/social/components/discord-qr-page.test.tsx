// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../test/render-with-i18n';
import { DiscordQrPage } from './discord-qr-page';

const toDataURL = vi.hoisted(() => vi.fn());
vi.mock('qrcode', () => ({ toDataURL }));
vi.mock('../../../shared/api/use-default-game', () => ({ useDefaultGame: () => 'g' }));
vi.mock('../../../shared/api/use-game-config', () => ({
  useGameConfig: () => ({ data: { PublicWebClientConfig: { ChatCommunityUrl: 'https://chat.test/invite' } } }),
}));

afterEach(cleanup);

const render = () =>
  renderWithI18n(
    <MemoryRouter initialEntries={['/discord-qr']}>
      <DiscordQrPage />
    </MemoryRouter>,
  );

describe('the community QR page', () => {
  it("shows the community's QR code", async () => {
    toDataURL.mockResolvedValueOnce('data:image/png;base64,AA==');
    render();
    expect((await screen.findByRole('img')).getAttribute('src')).toBe('data:image/png;base64,AA==');
  });

  it('shows nothing, and leaves no unhandled rejection, when the QR code cannot be rendered', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      toDataURL.mockRejectedValueOnce(new Error('too long'));
      const { container } = render();
      await waitFor(() => expect(toDataURL).toHaveBeenCalledTimes(2));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(container.querySelector('img')).toBeNull();
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
