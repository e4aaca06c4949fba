import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { FirebaseProvider } from '../providers/firebase-sign-in';

const SOCIAL: readonly FirebaseProvider[] = ['google', 'apple', 'facebook'];

/**
 * Sign-in buttons for the allowed providers: Google, Apple and Facebook in two columns, then the
 * VK ID one-tap (`vk`) when VK is allowed. `busy` marks the provider whose popup is open.
 */
export function ProviderButtons({
  providers,
  onPick,
  busy,
  vk,
}: {
  providers: readonly string[];
  onPick: (provider: FirebaseProvider) => void;
  busy: string | null;
  vk?: ReactNode;
}) {
  const { t } = useTranslation();
  const allowed = SOCIAL.filter((p) => providers.includes(p));
  return (
    <div>
      {allowed.length > 0 && (
        <div className="provider-grid">
          {allowed.map((provider) => (
            <button
              key={provider}
              type="button"
              className={`button provider provider-${provider}`}
              aria-busy={busy === provider}
              disabled={busy !== null}
              onClick={() => onPick(provider)}
            >
              {t(`auth.providers.${provider}`)}
            </button>
          ))}
        </div>
      )}
      {providers.includes('vk') && vk}
    </div>
  );
}
