import { useEffect, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { ApiTypes } from '../../../shared/api/api-types';
import { useGameConfig } from '../../../shared/api/use-game-config';
import { documentViewerType } from '../../documents';
import { useRuntimeConfig } from '../../../shared/config/config-context';
import { useApi, useModalStore } from '../../../shared/host/services-context';
import { siteEvent } from '../../../shared/lib/site-event';
import { Dialog } from '../../../shared/ui/dialog';
import { useSignedIn } from '../hooks/use-signed-in';
import { resolveAuthConfig } from '../providers/auth-config';
import type { FirebaseProvider } from '../providers/firebase-sign-in';
import { signInWithFirebase, type ProviderSession } from '../providers/provider-sign-in';
import { selectFirebaseSignIn } from '../providers/select-firebase-sign-in';
import { toSignInError } from '../providers/sign-in-error';
import { EmailStep } from './email-step';
import { RobotCheckStep } from './robot-check-step';
import { VkIdSignIn } from './vk-id-sign-in';

type View = 'email' | 'robot' | 'success';

/**
 * The sign-in dialog: e-mail, robot check, then "check your mail"; or Google, Apple, Facebook
 * (Firebase popup) and VK ID, which sign in at once. Overlay opacity .55 (spec).
 */
export function LoginModal({ game, onClose }: { game: string; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const modals = useModalStore();
  const config = useGameConfig(game).data;
  useEffect(() => siteEvent('site_login_modal_opened'), []);
  const [view, setView] = useState<View>('email');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const runtime = useRuntimeConfig();
  const signedIn = useSignedIn();
  const [busy, setBusy] = useState<string | null>(null);
  const auth = resolveAuthConfig(game, config);
  const siteKey = auth.CaptchaSiteKey;
  const done = (session: ProviderSession) => signedIn(session.Token, session.AccountId ?? undefined);

  const withFirebase = async (provider: FirebaseProvider) => {
    setError(null);
    setBusy(provider);
    try {
      const firebase = selectFirebaseSignIn(auth, runtime);
      done(await signInWithFirebase(firebase, provider, { api: api.auth, game: auth.GameSystemName }));
    } catch (failure) {
      setError(toSignInError(failure).message);
    } finally {
      setBusy(null);
    }
  };

  const send = async (captcha: string) => {
    try {
      const request: ApiTypes['EmailInviteRequest'] & { RedirectUri: string } = {
        CaptchaResult: captcha,
        Email: email.trim(),
        GameSystemName: game,
        RedirectUri: location.href,
      };
      await api.invite.emailInvite(request);
      setView('success');
    } catch {
      setError(t('errors.generic'));
      setView('email');
    }
  };

  const title = view === 'email' ? t('auth.title') : view === 'robot' ? t('auth.robotCheck') : t('auth.checkMail');
  return (
    <Dialog title={title} onClose={onClose} hideClose={view === 'success'} overlayOpacity={0.55} testId="login-modal">
      {view === 'email' && (
        <EmailStep
          email={email}
          onEmail={setEmail}
          providers={auth.AllowedAuthProviders}
          tosUrl={auth.ExternalTosUrl}
          ppUrl={auth.ExternalPpUrl}
          tosOpenMethod={auth.TosOpenMethod}
          ppOpenMethod={auth.PpOpenMethod}
          onOpenDocument={(url, title) =>
            void modals.open({ kind: 'document', type: documentViewerType(url), url, title }, undefined)
          }
          error={error}
          onProvider={(provider) => void withFirebase(provider)}
          busyProvider={busy}
          vk={<VkIdSignIn game={auth.GameSystemName} options={auth.VkLogin} onSignedIn={done} onError={setError} />}
          onContinue={() => {
            setError(null);
            setView('robot');
          }}
        />
      )}
      {view === 'robot' && (
        <RobotCheckStep
          siteKey={siteKey}
          onBack={() => setView('email')}
          onToken={(token) => void send(token)}
          onFail={() => {
            setError(t('auth.robotFailed'));
            setView('email');
          }}
        />
      )}
      {view === 'success' && (
        <div>
          <p>{t('auth.linkSent', { email: email.trim() })}</p>
          <div className="actions">
            <button type="button" className="button" onClick={onClose} data-autofocus>
              {t('common.close')}
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
