// @vitest-environment happy-dom
import { ApiError } from '@playport/host/api';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServicesContext } from '../../../shared/host/services-context';
import { renderWithI18n } from '../../../test/render-with-i18n';
import { LoginFromGamePage } from './login-from-game-page';
import { LoginValidateEmailPage } from './login-validate-email-page';
import { LoginWithTempTokenPage } from './login-with-temp-token-page';

afterEach(cleanup);

function Landed() {
  const { pathname, state } = useLocation();
  return <pre data-testid="landed">{JSON.stringify({ pathname, state: state ?? null })}</pre>;
}

function renderLanding(
  path: string,
  route: string,
  page: ReactElement,
  auth: Record<string, unknown>,
  token: string | null = null,
) {
  const session = { token, onChange: () => () => undefined, setToken: vi.fn(), setAuthResponse: vi.fn() };
  const analytics = { track: vi.fn(async () => undefined) };
  renderWithI18n(
    <ServicesContext.Provider value={{ api: { auth, analytics }, session } as never}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={route} element={page} />
          <Route path="*" element={<Landed />} />
        </Routes>
      </MemoryRouter>
    </ServicesContext.Provider>,
  );
  return Object.assign(session, { analytics });
}

const landed = async () =>
  JSON.parse((await screen.findByTestId('landed', undefined, { timeout: 3000 })).textContent) as {
    pathname: string;
    state: { status?: number } | null;
  };
const refused = () =>
  new ApiError({
    type: 'about:blank',
    title: 'Unauthorized',
    status: 401,
    detail: 'Token expired',
    instance: '/api/v1/auth',
  });

describe('the magic-link landing', () => {
  it('goes to /error without an inviteToken, asking nothing', async () => {
    const authenticateFromEmailInvite = vi.fn();
    renderLanding('/LoginValidateEmail', '/LoginValidateEmail', <LoginValidateEmailPage />, {
      authenticateFromEmailInvite,
    });
    expect(await landed()).toEqual({ pathname: '/error', state: null });
    expect(authenticateFromEmailInvite).not.toHaveBeenCalled();
  });

  it('spends nothing on page load: a mail scanner that renders the page leaves the link usable', async () => {
    const authenticateFromEmailInvite = vi.fn(async () => ({
      Success: true,
      Token: 't-0',
      RedirectUri: null,
      Error: null,
    }));
    renderLanding('/LoginValidateEmail?inviteToken=i-0', '/LoginValidateEmail', <LoginValidateEmailPage />, {
      authenticateFromEmailInvite,
    });
    expect(await screen.findByRole('button', { name: 'Continue' })).toBeTruthy();
    expect(screen.getByText('Continue to sign in with this link.')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 20));
    expect(authenticateFromEmailInvite).not.toHaveBeenCalled();
  });

  it('goes to /error on a refused invite, and with the failed response on an API failure', async () => {
    const refusedReply = vi.fn(async () => ({
      Success: false,
      Token: null,
      RedirectUri: null,
      Error: { Message: 'Invite used' },
    }));
    const session = renderLanding(
      '/LoginValidateEmail?inviteToken=i-1',
      '/LoginValidateEmail',
      <LoginValidateEmailPage />,
      { authenticateFromEmailInvite: refusedReply },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await landed()).toEqual({ pathname: '/error', state: null });
    expect(refusedReply).toHaveBeenCalledWith({ InviteToken: 'i-1' });
    expect(session.setToken).not.toHaveBeenCalled();
    cleanup();
    renderLanding('/LoginValidateEmail?inviteToken=i-2', '/LoginValidateEmail', <LoginValidateEmailPage />, {
      authenticateFromEmailInvite: async () => {
        throw refused();
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect((await landed()).state).toMatchObject({ status: 401, statusText: 'Unauthorized', url: '/api/v1/auth' });
  });

  it('stores the token and goes to the safe redirect once Continue is pressed', async () => {
    const session = renderLanding(
      '/LoginValidateEmail?inviteToken=i-3',
      '/LoginValidateEmail',
      <LoginValidateEmailPage />,
      {
        authenticateFromEmailInvite: async () => ({
          Success: true,
          Token: 't-3',
          RedirectUri: 'https://elsewhere.test/steal',
          Error: null,
        }),
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect((await screen.findByTestId('email-login-redirect')).textContent).toBe('Signed in. Redirecting… Continue');
    expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/');
    expect(screen.queryByTestId('landed')).toBeNull();
    expect(session.setToken).toHaveBeenCalledWith('t-3');
    expect((await landed()).pathname).toBe('/');
  });

  it('shows the manual link for the e-mail login delay of 1000 ms, then redirects by itself', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      renderLanding('/LoginValidateEmail?inviteToken=i-6', '/LoginValidateEmail', <LoginValidateEmailPage />, {
        authenticateFromEmailInvite: async () => ({
          Success: true,
          Token: 't-6',
          RedirectUri: '/Profile',
          Error: null,
        }),
      });
      // Not vi.waitFor: under fake timers it moves the clock while it waits.
      await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Continue' })));
      expect(screen.getByTestId('email-login-redirect')).toBeTruthy();
      // In act: the router renders a navigation in a transition, which act finishes before it returns.
      await act(() => vi.advanceTimersByTimeAsync(999));
      expect(screen.queryByTestId('landed')).toBeNull();
      expect(screen.getByRole('link', { name: 'Continue' }).getAttribute('href')).toBe('/Profile');
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(JSON.parse(screen.getByTestId('landed').textContent)).toEqual({ pathname: '/Profile', state: null });
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks a signed-in player before switching: staying keeps the session and spends nothing', async () => {
    const authenticateFromEmailInvite = vi.fn(async () => ({
      Success: true,
      Token: 't-4',
      RedirectUri: null,
      Error: null,
    }));
    const session = renderLanding(
      '/LoginValidateEmail?inviteToken=i-4',
      '/LoginValidateEmail',
      <LoginValidateEmailPage />,
      { authenticateFromEmailInvite },
      'mine',
    );
    expect(await screen.findByText(/You are already signed in/)).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Stay signed in' }));
    expect((await landed()).pathname).toBe('/');
    expect(authenticateFromEmailInvite).not.toHaveBeenCalled();
    expect(session.setToken).not.toHaveBeenCalled();
    cleanup();
    const switched = renderLanding(
      '/LoginValidateEmail?inviteToken=i-5',
      '/LoginValidateEmail',
      <LoginValidateEmailPage />,
      { authenticateFromEmailInvite },
      'mine',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Switch account' }));
    expect((await landed()).pathname).toBe('/');
    expect(switched.setToken).toHaveBeenCalledWith('t-4');
  });
});

describe('the temp-token landing', () => {
  it('goes to /error without a token, asking nothing', async () => {
    const authenticateFromTempToken = vi.fn();
    renderLanding('/LoginWithTempToken', '/LoginWithTempToken', <LoginWithTempTokenPage />, {
      authenticateFromTempToken,
    });
    expect(await landed()).toEqual({ pathname: '/error', state: null });
    expect(authenticateFromTempToken).not.toHaveBeenCalled();
  });

  it('goes to /error on an answer without a token and with the failed response on an API failure', async () => {
    const session = renderLanding('/LoginWithTempToken?token=x-1', '/LoginWithTempToken', <LoginWithTempTokenPage />, {
      authenticateFromTempToken: async () => ({}),
    });
    expect(await landed()).toEqual({ pathname: '/error', state: null });
    expect(session.setToken).not.toHaveBeenCalled();
    cleanup();
    renderLanding('/LoginWithTempToken?token=x-2', '/LoginWithTempToken', <LoginWithTempTokenPage />, {
      authenticateFromTempToken: async () => {
        throw refused();
      },
    });
    expect((await landed()).state).toMatchObject({ status: 401 });
  });

  it('signs in and goes to the order the token names', async () => {
    const session = renderLanding('/LoginWithTempToken?token=x-3', '/LoginWithTempToken', <LoginWithTempTokenPage />, {
      authenticateFromTempToken: async () => ({
        Token: 't-4',
        AccountId: 'a-4',
        TempTokenData: { RedirectUri: null, OrderPublicId: 'o-4' },
      }),
    });
    expect((await landed()).pathname).toBe('/Store/Return/o-4');
    expect(session.setAuthResponse).toHaveBeenCalledWith({ Token: 't-4', AccountId: 'a-4' });
  });

  it('pushes the data-layer login event with method game_temp_token, and no /analytics/track event', async () => {
    delete (window as { dataLayer?: unknown }).dataLayer;
    const { analytics } = renderLanding(
      '/LoginWithTempToken?token=x-5',
      '/LoginWithTempToken',
      <LoginWithTempTokenPage />,
      {
        authenticateFromTempToken: async () => ({ Token: 't-5', AccountId: 'a-5', TempTokenData: null }),
      },
    );
    expect((await landed()).pathname).toBe('/');
    expect((window as { dataLayer?: unknown[] }).dataLayer).toEqual([{ event: 'login', method: 'game_temp_token' }]);
    expect(analytics.track).not.toHaveBeenCalled();
  });
});

describe('the game landing', () => {
  function renderGameLanding(status: () => Promise<unknown>) {
    const session = { token: null, onChange: () => () => undefined, setToken: vi.fn(), setAuthResponse: vi.fn() };
    const authenticateFromGame = vi.fn(async () => ({ IsConnected: true, ConnectedData: { Token: 't-g' } }));
    renderWithI18n(
      <ServicesContext.Provider
        value={{ api: { auth: { authenticateFromGame }, invite: { status: vi.fn(status) } }, session, ui: {} } as never}
      >
        <MemoryRouter initialEntries={['/LoginFromGame/g1/tok-1234567890abcdef']}>
          <Routes>
            <Route path="/LoginFromGame/:game/:token" element={<LoginFromGamePage />} />
            <Route path="*" element={<Landed />} />
          </Routes>
        </MemoryRouter>
      </ServicesContext.Provider>,
    );
    return { session, authenticateFromGame };
  }
  const failed = (status: number, title: string) =>
    new ApiError({ type: 'about:blank', title, status, detail: '', instance: '/api/v1/invite/status' });

  it('signs in with a game token when no such invite exists (404) or the segment is no invite id (400)', async () => {
    for (const status of [404, 400]) {
      const { session, authenticateFromGame } = renderGameLanding(async () => {
        throw failed(status, 'Not Found');
      });
      expect((await landed()).pathname).toBe('/play/g1');
      expect(authenticateFromGame).toHaveBeenCalledWith(
        expect.objectContaining({ Token: 'tok-1234567890abcdef', Game: 'g1' }),
      );
      expect(session.setToken).toHaveBeenCalledWith('t-g');
      cleanup();
    }
  });

  it('goes to /error on a network failure or a server error, without trying the game token', async () => {
    for (const status of [0, 500]) {
      const { authenticateFromGame } = renderGameLanding(async () => {
        throw failed(status, status ? 'Internal Server Error' : 'Network Error');
      });
      expect(await landed()).toMatchObject({ pathname: '/error', state: { status } });
      expect(authenticateFromGame).not.toHaveBeenCalled();
      cleanup();
    }
  });
});
