import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useTurnstileScript } from '../hooks/use-turnstile-script';

/** The Turnstile challenge; calls back with the token or with a failure. */
export function TurnstileWidget({
  siteKey,
  onToken,
  onError,
}: {
  siteKey: string;
  onToken: (token: string) => void;
  onError: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { api, error } = useTurnstileScript();
  const box = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onToken, onError });
  callbacks.current = { onToken, onError };
  useEffect(() => {
    if (!api || !box.current) return;
    const id = api.render(box.current, {
      sitekey: siteKey,
      theme: 'dark',
      language: i18n.language,
      callback: (token: string) => callbacks.current.onToken(token),
      'error-callback': () => {
        callbacks.current.onError();
        return true;
      },
    });
    return () => api.remove(id);
  }, [api, siteKey, i18n.language]);
  return (
    <div>
      <div ref={box} className="turnstile" data-testid="turnstile" />
      {error && (
        <p className="error" role="alert">
          {t('errors.generic')}
        </p>
      )}
    </div>
  );
}
