// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServicesContext } from '../../../shared/host/services-context';
import { renderWithI18n } from '../../../test/render-with-i18n';
import { LauncherKeyForm } from './launcher-key-form';
import { LauncherManifestView } from './launcher-manifest-view';

afterEach(cleanup);

function renderWithApi(ui: ReactElement, launcher: Record<string, unknown>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const services = { api: { launcher } } as never;
  return renderWithI18n(
    <QueryClientProvider client={queryClient}>
      <ServicesContext.Provider value={services}>{ui}</ServicesContext.Provider>
    </QueryClientProvider>,
  );
}

describe('the launcher key form', () => {
  it('asks for a key before sending, shows the refusal, then the unlocked branches', async () => {
    const activateKey = vi
      .fn()
      .mockResolvedValueOnce({ Success: false, Branches: [], Error: { Message: 'The key is unknown or already used' } })
      .mockResolvedValueOnce({ Success: true, Branches: ['beta'], Error: null });
    renderWithApi(<LauncherKeyForm game="hello-game" />, { activateKey });
    const input = screen.getByLabelText('Launcher key');
    const activate = screen.getByRole('button', { name: 'Activate' });
    fireEvent.click(activate);
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a key');
    expect(activateKey).not.toHaveBeenCalled();
    fireEvent.input(input, { target: { value: 'WRONG-KEY' } });
    fireEvent.click(activate);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The key is unknown or already used'));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    fireEvent.input(input, { target: { value: ' PLAYPORT-BETA-KEY ' } });
    fireEvent.click(activate);
    expect((await screen.findByRole('status')).textContent).toBe('Key activated: beta');
    expect(activateKey).toHaveBeenLastCalledWith('hello-game', { Key: 'PLAYPORT-BETA-KEY' });
    expect((input as HTMLInputElement).value).toBe('');
  });
});

describe('the launcher manifest view', () => {
  const manifest = {
    Game: 'hello-game',
    Branch: 'main',
    Launcher: {
      MinimumLauncherVersion: '1.0.0',
      UpdateUrl: null,
      ExecutablePath: 'hello-game.exe',
      Arguments: ['--fullscreen'],
    },
    Release: { Version: '1.1.0', BuildNumber: 10, ReleasedAt: '2026-01-01T00:00:00.000Z', Notes: 'Stable' },
    Artifacts: [
      {
        Path: 'hello-game.exe',
        Size: 1048576,
        CompressedSize: null,
        Compression: 'Disabled',
        Hashes: { Sha256: 'ab'.repeat(32) },
        Sources: [
          { Url: 'https://cdn2.test/hello-game.exe', Priority: 1 },
          { Url: 'https://cdn1.test/files/hello-game.exe', Priority: 0 },
        ],
      },
    ],
  };

  it('shows the configuration, the release and each artifact with its size, hash and sources by priority', async () => {
    renderWithApi(<LauncherManifestView game="hello-game" branch="main" />, { manifest: vi.fn(async () => manifest) });
    const view = await screen.findByTestId('manifest-main');
    expect(within(view).getByTestId('release-version').textContent).toBe('1.1.0 (#10)');
    expect(within(view).getByText('--fullscreen')).toBeTruthy();
    const row = within(view).getByTestId('artifact-hello-game.exe');
    expect(row.querySelector('[data-size]')!.getAttribute('data-size')).toBe('1048576');
    expect(within(row).getByTestId('sha256').textContent).toBe('ab'.repeat(32));
    expect(
      within(row)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['https://cdn1.test/files/hello-game.exe', 'https://cdn2.test/hello-game.exe']);
  });

  it('shows a refused manifest as an error', async () => {
    const refused = vi.fn(async () => {
      throw new Error('No branch beta for this account');
    });
    renderWithApi(<LauncherManifestView game="hello-game" branch="beta" />, { manifest: refused });
    expect((await screen.findByRole('alert')).textContent).toBe('No branch beta for this account');
  });
});
