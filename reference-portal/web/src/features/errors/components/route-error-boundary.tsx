/** @jsxImportSource react */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useRouteError } from 'react-router';
import { reportError } from '../report-error';

/** The error boundary of every route: the page fails alone, the portal stays usable. */
export function RouteErrorBoundary() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => reportError(error), [error]);
  return (
    <section className="page narrow" role="alert">
      <h1>{t('errors.title')}</h1>
      <p className="error">{t('errors.generic')}</p>
      <Link to="/">{t('common.home')}</Link>
    </section>
  );
}
