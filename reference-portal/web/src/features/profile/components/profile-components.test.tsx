// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigContext } from '../../../shared/config/config-context';
import { readRuntimeConfig } from '../../../shared/config/runtime-config';
import { ServicesContext } from '../../../shared/host/services-context';
import { renderWithI18n } from '../../../test/render-with-i18n';
import { TWITCH_STATE_KEY } from '../twitch-authorize-url';
import { GameConnectionCheck } from './game-connection-check';
import { TwitchConnection } from './twitch-connection';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

function renderAt(path: string, ui: ReactElement, api: Record<string, unknown>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithI18n(
    <QueryClientProvider client={queryClient}>
      <ConfigContext.Provider value={readRuntimeConfig({ local: true })}>
        <ServicesContext.Provider value={{ api } as never}>
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </ServicesContext.Provider>
      </ConfigContext.Provider>
    </QueryClientProvider>,
  );
}

describe('the Twitch connection', () => {
  it('refuses a return whose state is not the one this page sent, without asking the server', async () => {
    sessionStorage.setItem(TWITCH_STATE_KEY, 'sent-state');
    const twitchConnect = vi.fn();
    renderAt('/Profile?code=c-1&state=other-state', <TwitchConnection game="hello-game" connected={false} />, {
      auth: { twitchConnect },
    });
    await waitFor(() =>
      expect(screen.getByTestId('twitch-status').textContent).toBe('Twitch was not connected. Please try again.'),
    );
    expect(twitchConnect).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(TWITCH_STATE_KEY)).toBeNull();
  });

  it('connects with the returned code when the state matches', async () => {
    sessionStorage.setItem(TWITCH_STATE_KEY, 'sent-state');
    const twitchConnect = vi.fn(async () => ({ Success: true }));
    renderAt('/Profile?code=c-1&state=sent-state', <TwitchConnection game="hello-game" connected={false} />, {
      auth: { twitchConnect },
    });
    await waitFor(() => expect(screen.getByTestId('twitch-status').textContent).toBe('Twitch is connected.'));
    expect(twitchConnect).toHaveBeenCalledWith({ Game: 'hello-game', Code: 'c-1' });
  });

  it('shows a failed connect request as not connected', async () => {
    sessionStorage.setItem(TWITCH_STATE_KEY, 'sent-state');
    const twitchConnect = vi.fn(async () => {
      throw new Error('Network request failed');
    });
    renderAt('/Profile?code=c-1&state=sent-state', <TwitchConnection game="hello-game" connected={false} />, {
      auth: { twitchConnect },
    });
    await waitFor(() =>
      expect(screen.getByTestId('twitch-status').textContent).toBe('Twitch was not connected. Please try again.'),
    );
  });
});

describe('the game connection check', () => {
  it('shows a failed request as the generic error', async () => {
    const fetchFxIdGameConnection = vi.fn(async () => {
      throw new Error('Network request failed');
    });
    renderAt('/Profile', <GameConnectionCheck game="hello-game" />, { profile: { fetchFxIdGameConnection } });
    fireEvent.click(screen.getByRole('button'));
    await waitFor(() => expect(screen.getByTestId('game-connection').textContent).toBe('An error has occurred'));
    expect(fetchFxIdGameConnection).toHaveBeenCalledWith({ Game: 'hello-game' });
  });
});
