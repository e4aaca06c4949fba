/** @jsxImportSource react */
import { useTranslation } from 'react-i18next';

const SOCIAL = ['google', 'apple', 'facebook'] as const;

/** Sign-in buttons for the allowed providers: Google, Apple and Facebook in two columns, then VK. */
export function ProviderButtons({ providers, onPick }: { providers: readonly string[]; onPick: (provider: string) => void }) {
  const { t } = useTranslation();
  const allowed = SOCIAL.filter((p) => providers.includes(p));
  return (
    <div>
      <div className="provider-grid">
        {allowed.map((provider) => (
          <button key={provider} type="button" className={`button provider provider-${provider}`} onClick={() => onPick(provider)}>
            {t(`auth.providers.${provider}`)}
          </button>
        ))}
      </div>
      {providers.includes('vk') && (
        <button type="button" className="button provider provider-vk wide" onClick={() => onPick('vk')}>
          {t('auth.providers.vk')}
        </button>
      )}
    </div>
  );
}
