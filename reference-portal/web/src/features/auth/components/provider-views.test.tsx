// @vitest-environment happy-dom
import { createBrowserContext } from '@playport/host';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigContext } from '../../../shared/config/config-context';
import { readRuntimeConfig } from '../../../shared/config/runtime-config';
import { ServicesContext } from '../../../shared/host/services-context';
import { renderWithI18n } from '../../../test/render-with-i18n';
import type { VkIdSdk } from '../providers/vk-id-sdk';
import { EmailStep } from './email-step';
import { VkIdSignIn } from './vk-id-sign-in';

afterEach(() => {
  cleanup();
  delete window.VKIDSDK;
});

describe('the sign-in providers of the e-mail view', () => {
  const view = (providers: string[], extra: { error?: string | null; busy?: string | null } = {}) => {
    const onProvider = vi.fn();
    renderWithI18n(
      <EmailStep
        email=""
        onEmail={() => undefined}
        providers={providers}
        tosUrl="/docs/tos"
        ppUrl="/docs/pp"
        error={extra.error ?? null}
        onContinue={() => undefined}
        onProvider={onProvider}
        busyProvider={extra.busy ?? null}
        vk={<button type="button">VK slot</button>}
      />,
    );
    return onProvider;
  };

  it('offers only the allowed providers and hands the picked one on', () => {
    const onProvider = view(['apple', 'vk']);
    expect(screen.queryByRole('button', { name: 'Google' })).toBeNull();
    expect(screen.queryByLabelText('E-mail')).toBeNull();
    expect(screen.getByRole('button', { name: 'VK slot' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Apple' }));
    expect(onProvider).toHaveBeenCalledWith('apple');
  });

  it('shows a provider error even without the e-mail form, and disables the buttons while a popup is open', () => {
    view(['google', 'facebook'], { error: 'Popup was closed', busy: 'google' });
    expect(screen.getByRole('alert').textContent).toBe('Popup was closed');
    expect(screen.queryByRole('button', { name: 'VK slot' })).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Facebook' }).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Google' }).getAttribute('aria-busy')).toBe('true');
  });
});

function fakeVk() {
  const handlers = new Map<string, (payload?: unknown) => void>();
  let container: HTMLElement | null = null;
  window.VKIDSDK = {
    Config: { init: () => undefined },
    OneTap: class {
      render(p: { container: HTMLElement }) {
        container = p.container;
        return this;
      }
      on(e: string, h: (payload?: unknown) => void) {
        handlers.set(e, h);
        return this;
      }
      close() {
        /* nothing rendered */
      }
    } as unknown as VkIdSdk['OneTap'],
    WidgetEvents: { ERROR: 'common: error' },
    OneTapInternalEvents: { LOGIN_SUCCESS: 'onetap: success login' },
    ConfigResponseMode: { Callback: 'callback' },
  };
  return { fire: (e: string, p?: unknown) => handlers.get(e)?.(p), rendered: () => container };
}

function renderVk(authenticateToFxId: (...args: unknown[]) => Promise<unknown>) {
  const onSignedIn = vi.fn();
  const onError = vi.fn();
  const services = { api: { auth: { authenticateToFxId } }, context: createBrowserContext(window) } as never;
  renderWithI18n(
    <ConfigContext.Provider value={readRuntimeConfig({ local: true })}>
      <ServicesContext.Provider value={services}>
        <VkIdSignIn
          game="hello-game"
          options={{ ClientId: '51234567', Scope: null, ShowOkLogin: false, ShowMailRuLogin: false }}
          onSignedIn={onSignedIn}
          onError={onError}
        />
      </ServicesContext.Provider>
    </ConfigContext.Provider>,
  );
  return { onSignedIn, onError };
}

describe('the VK ID sign-in', () => {
  it('renders the one-tap on demand and signs in with its code and this page verifier', async () => {
    const vk = fakeVk();
    const call = vi.fn(async () => ({ Success: true, Data: { Token: 't', AccountId: 'a' }, Error: null }));
    const { onSignedIn } = renderVk(call);
    fireEvent.click(screen.getByRole('button', { name: 'VK ID' }));
    await waitFor(() => expect(vk.rendered()).toBe(screen.getByTestId('vk-one-tap')));
    vk.fire('onetap: success login', { code: 'c-1', device_id: 'd-1' });
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith({ Token: 't', AccountId: 'a' }));
    const body = (
      call.mock.calls[0] as unknown as [{ VkIdLogin: { Code: string; CodeVerifier: string; DeviceId: string } }]
    )[0];
    expect(body.VkIdLogin).toMatchObject({ Code: 'c-1', DeviceId: 'd-1' });
    expect(body.VkIdLogin.CodeVerifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("reports 'VK widget error.' and offers the button again", async () => {
    const vk = fakeVk();
    const { onError } = renderVk(vi.fn());
    fireEvent.click(screen.getByRole('button', { name: 'VK ID' }));
    await waitFor(() => expect(vk.rendered()).not.toBeNull());
    vk.fire('common: error', { code: 102 });
    await waitFor(() => expect(onError).toHaveBeenLastCalledWith('VK widget error.'));
    expect(screen.getByRole('button', { name: 'VK ID' })).toBeTruthy();
  });
});
