import { useTranslation } from '../i18n/use-translation';

/** A grey placeholder block in the shape of content that is still loading; hidden from screen readers. */
export function Skeleton({ className = '' }: { className?: string }) {
  return <span className={`skeleton ${className}`.trim()} aria-hidden="true" />;
}

/** Placeholders for `count` game cards, announced once as loading. */
export function GameCardSkeletons({ count = 3 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <ul className="game-grid" role="status" aria-label={t('common.loading')} data-testid="games-skeleton">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="game-card">
          <Skeleton className="skeleton-cover" />
          <div className="game-card-body">
            <Skeleton className="skeleton-title" />
            <Skeleton className="skeleton-line" />
            <Skeleton className="skeleton-line short" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Placeholder lines for a list of text items (news, products). */
export function ListSkeleton({ rows = 3, testId }: { rows?: number; testId?: string }) {
  const { t } = useTranslation();
  return (
    <div className="list-skeleton" role="status" aria-label={t('common.loading')} data-testid={testId}>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="list-skeleton-row">
          <Skeleton className="skeleton-title" />
          <Skeleton className="skeleton-line" />
        </div>
      ))}
    </div>
  );
}
