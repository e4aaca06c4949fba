/** @jsxImportSource react */
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

/** The store pages' place (store, personal info, payment return, merchant completion, card form). */
export function StorePlaceholderPage({ kind }: { kind: 'store' | 'pi' | 'return' | 'merchant' | 'card' }) {
  const { t } = useTranslation();
  const params = useParams();
  return (
    <section className="page narrow">
      <h1>{t(`store.${kind}`)}</h1>
      <p className="muted">{t('store.soon')}</p>
      {params.game && <p>{params.game}</p>}
    </section>
  );
}
