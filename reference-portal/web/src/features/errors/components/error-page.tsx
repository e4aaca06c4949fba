import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { ErrorPageState } from '../../../shared/lib/error-page-state';
import { inviteErrorKey } from '../invite-error-key';
import { prettyBody } from '../pretty-body';

function readState(state: unknown): ErrorPageState | null {
  const s = state as Partial<ErrorPageState> | null;
  return s && typeof s.status === 'number' && typeof s.body === 'string' ? (s as ErrorPageState) : null;
}

/** The generic error page: the invite error's message and, when known, the failed response. */
export function ErrorPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const failed = readState(useLocation().state);
  return (
    <section className="page narrow">
      <h1>{t('errors.title')}</h1>
      <p className="error" data-testid="error-message">
        {t(inviteErrorKey(params.get('inviteErrorCode')))}
      </p>
      {failed && (
        <details className="error-details">
          <summary>
            {failed.status} {failed.statusText} {failed.url}
          </summary>
          <pre>{prettyBody(failed.body)}</pre>
        </details>
      )}
      <Link to="/" className="button">
        {t('common.home')}
      </Link>
    </section>
  );
}
