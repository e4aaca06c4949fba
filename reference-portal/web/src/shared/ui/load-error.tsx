import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';

/** Props of {@link LoadError}. */
export interface LoadErrorProps {
  /** Fetches again; the button is disabled while `retrying`. */
  onRetry: () => void;
  retrying?: boolean;
  testId: string;
  /** What failed, in the page's words, announced by itself; the generic load failure (an alert) by default. */
  children?: ReactNode;
}

/** A load that failed: what failed and a "Try again" button. */
export function LoadError({ onRetry, retrying = false, testId, children }: LoadErrorProps) {
  const { t } = useTranslation();
  return (
    <div className="load-error" data-testid={testId}>
      {children ?? (
        <p className="error" role="alert">
          {t('errors.loadFailed')}
        </p>
      )}
      <button type="button" className="button" onClick={onRetry} disabled={retrying} aria-busy={retrying}>
        {t('common.tryAgain')}
      </button>
    </div>
  );
}
