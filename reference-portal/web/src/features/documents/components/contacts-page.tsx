import { useTranslation } from '../../../shared/i18n/use-translation';

/** The default contacts page of a game. */
export function ContactsPage({ game }: { game: string | null }) {
  const { t } = useTranslation();
  return (
    <section className="page narrow">
      <h1>{t('documents.contacts')}</h1>
      <p>{t('documents.contactsText', { game: game ?? 'Playport' })}</p>
      <p>
        <a href="mailto:support@playport.local">support@playport.local</a>
      </p>
    </section>
  );
}
