import { useQuery } from '@tanstack/react-query';
import { safeLinkHref } from '../../../shared/lib/safe-link';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useParams } from 'react-router';
import { useDefaultGame } from '../../../shared/api/use-default-game';
import { useModalStore } from '../../../shared/host/services-context';
import { ListSkeleton } from '../../../shared/ui/skeleton';
import { faqContent } from '../faq-content';
import { useLegalDocuments } from '../hooks/use-legal-documents';
import { latestVersion } from '../latest-version';
import { renderMarkdown } from '../render-markdown';
import { staticDocUrl } from '../static-doc-url';
import { documentViewerType } from '../viewer-type';
import { ContactsPage } from './contacts-page';

const TYPES: Record<string, 'TOS' | 'PP'> = { tos: 'TOS', pp: 'PP' };

/** `/Docs/{doc}` and `/Docs/{game}/{adapter}/{doc}`: the game's legal document, else the static one. */
export function DocsPage() {
  const { t, i18n } = useTranslation();
  const params = useParams();
  const defaultGame = useDefaultGame();
  const game = params.game ?? defaultGame;
  const adapter = params.adapter ?? 'fxid';
  const doc = (params.doc ?? '').toLowerCase();
  const modals = useModalStore();
  const documents = useLegalDocuments(TYPES[doc] ? game : null);
  const version = TYPES[doc] ? latestVersion(documents.data?.Documents ?? [], TYPES[doc]) : null;
  const staticUrl =
    doc === 'faq'
      ? staticDocUrl(adapter, i18n.language, 'faq.html')
      : TYPES[doc]
        ? staticDocUrl(adapter, i18n.language, `${doc}.txt` as 'tos.txt')
        : null;
  const needStatic = !!staticUrl && (doc === 'faq' || documents.isError || (documents.isSuccess && !version));
  const staticText = useQuery({
    queryKey: ['static-doc', staticUrl],
    queryFn: () => fetch(staticUrl!).then((r) => (r.ok ? r.text() : Promise.reject(new Error(String(r.status))))),
    enabled: needStatic,
  });

  if (doc === 'contacts') return <ContactsPage game={game} />;
  const title = t(`documents.titles.${doc === 'tos' || doc === 'pp' || doc === 'faq' ? doc : 'other'}`);
  const markdown = version?.Content?.Value;
  const openViewer = () =>
    void modals.open(
      doc === 'faq'
        ? { kind: 'document', type: 'iframe', url: staticUrl!, title }
        : !markdown && version?.Url
          ? { kind: 'document', type: documentViewerType(version.Url), url: version.Url, title }
          : {
              kind: 'document',
              type: 'markdown',
              url: version?.Url ?? staticUrl ?? '',
              title,
              markdown: markdown ?? staticText.data ?? '',
            },
      undefined,
    );

  return (
    <section className="page narrow document-page">
      <h1>{title}</h1>
      {(documents.isLoading || staticText.isLoading) && <ListSkeleton testId="document-skeleton" />}
      {markdown && <article className="markdown" dangerouslySetInnerHTML={{ __html: renderMarkdown(markdown) }} />}
      {!markdown && safeLinkHref(version?.Url) && (
        <p>
          <a href={safeLinkHref(version?.Url)!} target="_blank" rel="noopener noreferrer">
            {t('documents.open', { title })}
          </a>
        </p>
      )}
      {staticText.data && doc === 'faq' && (
        <article
          className="faq"
          data-testid="faq-content"
          dangerouslySetInnerHTML={{ __html: faqContent(staticText.data) }}
        />
      )}
      {staticText.data && doc !== 'faq' && <pre className="static-doc">{staticText.data}</pre>}
      {staticText.isError && <p className="error">{t('errors.generic')}</p>}
      {!staticUrl && <p className="error">{t('documents.unknown')}</p>}
      {staticUrl && (
        <button type="button" className="button secondary" onClick={openViewer}>
          {t('documents.view')}
        </button>
      )}
    </section>
  );
}
