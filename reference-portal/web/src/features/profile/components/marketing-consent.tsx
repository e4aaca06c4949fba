/** @jsxImportSource react */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { profileQueryKey } from '../../../shared/api/use-profile';
import { useApi } from '../../../shared/host/services-context';

/** The account's marketing consent (`/profile/marketing`), saved on every change. */
export function MarketingConsent({ game, enabled }: { game: string; enabled: boolean }) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const change = async (value: boolean) => {
    setStatus('saving');
    try {
      const account = await api.profile.marketing({ MarketingEnabled: value });
      queryClient.setQueryData(profileQueryKey(game), account);
      setStatus('saved');
    } catch {
      setStatus('failed');
    }
  };
  return (
    <div className="marketing-consent">
      <label>
        <input type="checkbox" checked={enabled} disabled={status === 'saving'} onChange={(e) => void change(e.target.checked)} /> {t('profile.marketing')}
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
