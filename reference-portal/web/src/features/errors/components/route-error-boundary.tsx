import { Component, useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { reportError } from '../report-error';

/** What a failed route shows: an alert with a way home; the error is reported once. */
export function RouteErrorView({ error }: { error: unknown }) {
  const { t } = useTranslation();
  useEffect(() => reportError(error), [error]);
  return (
    <section className="page narrow" role="alert">
      <h1>{t('errors.title')}</h1>
      <p className="error">{t('errors.generic')}</p>
      <Link to="/">{t('common.home')}</Link>
    </section>
  );
}

interface BoundaryState {
  failed: { error: unknown; at: string } | null;
  at: string;
}

class Boundary extends Component<{ at: string; children?: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: null, at: this.props.at };
  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: { error, at: '' } };
  }
  static getDerivedStateFromProps(props: { at: string }, state: BoundaryState): Partial<BoundaryState> | null {
    // Failed at one location, the boundary tries its page again at the next.
    if (state.failed && state.failed.at && state.failed.at !== props.at) return { failed: null, at: props.at };
    if (state.failed && !state.failed.at) return { failed: { error: state.failed.error, at: props.at }, at: props.at };
    return state.at === props.at ? null : { at: props.at };
  }
  override render() {
    return this.state.failed ? <RouteErrorView error={this.state.failed.error} /> : this.props.children;
  }
}

/**
 * The error boundary of every route: the page fails alone, the portal stays usable, and the next
 * navigation (a new location) tries the page again.
 */
export function RouteErrorBoundary({ children }: { children?: ReactNode }) {
  return <Boundary at={useLocation().key}>{children}</Boundary>;
}
