import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { usePortalServices } from '../../../shared/host/services-context';
import { useRuntimeConfig } from '../../../shared/config/config-context';
import type { VkLoginOptions } from '../providers/auth-config';
import { createPkcePair } from '../providers/pkce';
import { signInWithVkId, type ProviderSession } from '../providers/provider-sign-in';
import { toSignInError } from '../providers/sign-in-error';
import { loadVkIdSdk } from '../providers/vk-id-sdk';
import { startVkOneTap } from '../providers/vk-one-tap';

/**
 * VK ID: a button that, when picked, loads VK ID (the SDK or its local simulator) and renders the
 * one-tap with a fresh PKCE pair; the one-tap's code signs in through `authenticate_to_fxid`.
 */
export function VkIdSignIn({
  game,
  options,
  onSignedIn,
  onError,
}: {
  game: string;
  options: VkLoginOptions | null;
  onSignedIn: (session: ProviderSession) => void;
  onError: (message: string | null) => void;
}) {
  const { t } = useTranslation();
  const { api, context } = usePortalServices();
  const runtime = useRuntimeConfig();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onSignedIn, onError });
  callbacks.current = { onSignedIn, onError };

  useEffect(() => {
    if (!open) return;
    let live = true;
    let close = () => undefined as void;
    const fail = (error: unknown) => {
      if (!live) return;
      callbacks.current.onError(toSignInError(error).message);
      setOpen(false);
    };
    (async () => {
      const sdk = await loadVkIdSdk(runtime, context.loadScript);
      const pkce = await createPkcePair();
      if (!live) return;
      const session = startVkOneTap(sdk, {
        container: box.current,
        options,
        codeChallenge: pkce.challenge,
        redirectUrl: `${window.location.origin}/`,
      });
      close = session.close;
      const login = await session.result;
      const signedIn = await signInWithVkId({ ...login, verifier: pkce.verifier }, { api: api.auth, game });
      if (live) callbacks.current.onSignedIn(signedIn);
    })().catch(fail);
    return () => {
      live = false;
      close();
    };
  }, [open, runtime, options, api, context, game]);

  if (!open)
    return (
      <button
        type="button"
        className="button provider provider-vk wide"
        onClick={() => {
          onError(null);
          setOpen(true);
        }}
      >
        {t('auth.providers.vk')}
      </button>
    );
  return (
    <div ref={box} className="vk-one-tap" data-testid="vk-one-tap" aria-label={t('auth.providers.vk')} role="group" />
  );
}
