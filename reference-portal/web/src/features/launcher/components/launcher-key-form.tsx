import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useApi } from '../../../shared/host/services-context';
import { activateLauncherKey, type KeyActivation } from '../activate-launcher-key';

/** Activates a launcher key; the unlocked branches appear in the branch list. */
export function LauncherKeyForm({ game }: { game: string }) {
  const { t } = useTranslation();
  const api = useApi();
  const queryClient = useQueryClient();
  const id = useId();
  const [key, setKey] = useState('');
  const [result, setResult] = useState<KeyActivation | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await activateLauncherKey(api, game, key);
    setResult(outcome);
    if (outcome.ok) {
      setKey('');
      await queryClient.invalidateQueries({ queryKey: ['launcher-branches', game] });
    }
  };
  return (
    <form className="launcher-key" onSubmit={(e) => void submit(e)} noValidate>
      <label htmlFor={id}>{t('launcher.key')}</label>
      <div className="launcher-key-row">
        <input
          id={id}
          className="field"
          value={key}
          onChange={(e) => setKey(e.target.value)}
          autoComplete="off"
          spellCheck={false}
          dir="ltr"
          placeholder="XXXX-XXXX-XXXX"
          aria-invalid={result?.ok === false}
        />
        <button type="submit" className="button">
          {t('launcher.activate')}
        </button>
      </div>
      {result?.ok && <p role="status">{t('launcher.activated', { branches: result.branches.join(', ') })}</p>}
      {result && !result.ok && (
        <p className="error" role="alert">
          {result.reason === 'empty' ? t('launcher.keyEmpty') : result.message}
        </p>
      )}
    </form>
  );
}
