import { useTranslation } from '../../../shared/i18n/use-translation';
import { safeLinkHref } from '../../../shared/lib/safe-link';
import { ListSkeleton } from '../../../shared/ui/skeleton';
import { useNews } from '../hooks/use-news';
import { pickMessage } from '../pick-message';

/** The news of a game, its messages in the UI language when present. */
export function NewsList({ game }: { game: string | null }) {
  const { t, i18n } = useTranslation();
  const news = useNews(game, i18n.language);
  return (
    <section aria-labelledby="news-title" className="news section">
      <h2 id="news-title">{t('news.title')}</h2>
      {news.isLoading && <ListSkeleton testId="news-skeleton" />}
      {news.isError && <p className="error">{t('errors.generic')}</p>}
      {news.isSuccess && news.data.News.length === 0 && <p className="muted">{t('news.empty')}</p>}
      <ul className="news-list">
        {news.data?.News.map((item) => {
          const message = pickMessage(item.Messages, i18n.language);
          const link = safeLinkHref(item.Link);
          return (
            <li key={item.Id} className={`news-item priority-${item.Priority.toLowerCase()}`}>
              <h3>{message?.Header}</h3>
              <time dateTime={item.CreatedAt} className="muted">
                {new Date(item.CreatedAt).toLocaleDateString(i18n.language)}
              </time>
              <p>{message?.Message}</p>
              {link && (
                <a href={link} target="_blank" rel="noopener noreferrer">
                  {t('news.more')}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
