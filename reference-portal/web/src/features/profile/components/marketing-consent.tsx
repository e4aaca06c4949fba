import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { profileQueryKey } from '../../../shared/api/use-profile';
import { useApi } from '../../../shared/host/services-context';

/** The account's marketing consent (`/profile/marketing`), saved on every change. */
export function MarketingConsent({ game, enabled }: { game: string; enabled: boolean }) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  // Shown at once; the saved account (or the failure) settles it.
  const [checked, setChecked] = useState(enabled);
  const change = async (value: boolean) => {
    setChecked(value);
    setStatus('saving');
    try {
      const account = await api.profile.marketing({ MarketingEnabled: value });
      queryClient.setQueryData(profileQueryKey(game), account);
      setChecked(account.MarketingEnabled);
      setStatus('saved');
    } catch {
      setChecked(!value);
      setStatus('failed');
    }
  };
  return (
    <div className="marketing-consent">
      <label>
        <input
          type="checkbox"
          checked={checked}
          disabled={status === 'saving'}
          onChange={(e) => void change(e.target.checked)}
        />{' '}
        {t('profile.marketing')}
      </label>{' '}
      <span role="status" className="muted" data-testid="marketing-status">
        {status === 'saved' ? t('profile.saved') : ''}
      </span>
      {status === 'failed' && (
        <p className="error" role="alert">
          {t('errors.generic')}
        </p>
      )}
    </div>
  );
}
