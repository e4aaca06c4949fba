/** @jsxImportSource react */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiTypes } from '../../../shared/api/api-types';
import { useGameConfig } from '../../../shared/api/use-game-config';
import { useApi } from '../../../shared/host/services-context';
import { siteEvent } from '../../../shared/lib/site-event';
import { Dialog } from '../../../shared/ui/dialog';
import { EmailStep } from './email-step';
import { RobotCheckStep } from './robot-check-step';

const TEST_SITE_KEY = '1x00000000000000000000AA';
const DEFAULT_PROVIDERS = ['email', 'google', 'apple', 'facebook', 'vk'];

type View = 'email' | 'robot' | 'success';

/** The sign-in dialog: e-mail, robot check, then "check your mail". Overlay opacity .55 (spec). */
export function LoginModal({ game, onClose }: { game: string; onClose: () => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const config = useGameConfig(game).data;
  useEffect(() => siteEvent('site_login_modal_opened'), []);
  const [view, setView] = useState<View>('email');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const web = config?.PublicWebClientConfig;
  const providers = web?.AuthProviders ?? config?.CompanyBranding.AuthProviders ?? DEFAULT_PROVIDERS;
  const siteKey = web?.Turnstile?.SiteKey ?? config?.PublicGameData.Turnstile?.SiteKey ?? TEST_SITE_KEY;

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
          providers={providers}
          tosUrl={web?.TosUrl ?? '/docs/tos'}
          ppUrl={web?.PpUrl ?? '/docs/pp'}
          error={error}
          onError={setError}
          onContinue={() => {
            setError(null);
            setView('robot');
          }}
        />
      )}
      {view === 'robot' && <RobotCheckStep siteKey={siteKey} onBack={() => setView('email')} onToken={(token) => void send(token)} onFail={() => { setError(t('auth.robotFailed')); setView('email'); }} />}
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
