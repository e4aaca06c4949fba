import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useParams } from 'react-router';
import type { PaymentFlow } from '@playport/host/adapter-kit';
import { transientRetry } from '../../../shared/api/query-retry';
import { useGameConfig } from '../../../shared/api/use-game-config';
import { useGameTitle } from '../../../shared/api/use-game-title';
import { useRuntimeConfig } from '../../../shared/config/config-context';
import { usePortalServices, useSession } from '../../../shared/host/services-context';
import { LoadError } from '../../../shared/ui/load-error';
import { ListSkeleton, Skeleton } from '../../../shared/ui/skeleton';
import { portalPaymentFlow } from '../../play';
import { describeStoreError, type StoreErrorInfo } from '../store-error';
import { StoreErrorAlert } from './store-error-alert';

type Purchase =
  | { sku: string; state: 'paying' }
  | { sku: string; state: 'done'; orderId: string }
  | { sku: string; state: 'failed'; error: StoreErrorInfo };

/**
 * `/Store/{game}`: the game's web-store products (ShowInWebStore) with localized names and prices;
 * Buy runs the host's payment flow in this page, after the sign-in dialog when signed out.
 */
export function StorePage() {
  const { t, i18n } = useTranslation();
  const { game = '' } = useParams();
  const config = useRuntimeConfig();
  const { api, context, ui, paymentAnalytics } = usePortalServices();
  const { signedIn } = useSession();
  const [purchase, setPurchase] = useState<Purchase | null>(null);
  const title = useGameTitle(game);
  const banner = useGameConfig(game).data?.PublicWebClientConfig.StorePage?.BannerUrl ?? null;
  const data = useQuery({
    queryKey: ['store-data', game, i18n.language],
    queryFn: ({ signal }) =>
      api.store.storeData({ Game: game, WebPublishingPlatform: 'FxId', Locale: i18n.language }, { signal }),
    ...transientRetry,
  });
  const flow: PaymentFlow = useMemo(
    () => portalPaymentFlow(config, { context, api, ui, game, track: paymentAnalytics.emit }),
    [config, context, api, ui, game, paymentAnalytics],
  );

  const buy = async (sku: string) => {
    if (!signedIn) {
      await ui.showLogin({ game });
      return;
    }
    setPurchase({ sku, state: 'paying' });
    try {
      const result = await flow.buy({ sku });
      setPurchase({ sku, state: 'done', orderId: result.transactionId });
    } catch (error) {
      setPurchase({ sku, state: 'failed', error: describeStoreError(error) });
    }
  };

  let body;
  if (data.isPending) body = <ListSkeleton testId="store-skeleton" />;
  else if (data.isError) {
    body = (
      <LoadError onRetry={() => void data.refetch()} retrying={data.isFetching} testId="store-load-error">
        <StoreErrorAlert error={describeStoreError(data.error)} testId="store-error" />
      </LoadError>
    );
  } else if (data.data.Products.length === 0) body = <p className="muted">{t('store.empty')}</p>;
  else {
    body = (
      <ul className="product-list">
        {data.data.Products.map((p) => {
          const name = p.LocalizedProductName ?? p.ProductName;
          const price = data.data.Prices[p.Sku]?.LocalizedPrice ?? `${p.Price} ${p.Currency}`;
          const paying = purchase?.sku === p.Sku && purchase.state === 'paying';
          return (
            <li key={p.Sku} className="product" data-sku={p.Sku}>
              <h2>{name}</h2>
              {(p.LocalizedProductDescription ?? p.ProductDescription) && (
                <p className="muted">{p.LocalizedProductDescription ?? p.ProductDescription}</p>
              )}
              <p className="price">{price}</p>
              <button
                type="button"
                className="button"
                disabled={purchase?.state === 'paying'}
                aria-busy={paying}
                aria-label={t('store.buyNamed', { name, price })}
                onClick={() => void buy(p.Sku)}
              >
                {signedIn ? t('store.buy') : t('store.signInToBuy')}
              </button>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section className="page store">
      <header className="store-header">
        {banner && <img className="store-banner" src={banner} alt="" width={640} height={360} />}
        <h1>{title ? t('store.title', { game: title }) : <Skeleton className="skeleton-title" />}</h1>
      </header>
      <div aria-live="polite" data-testid="purchase-result">
        {purchase?.state === 'done' && (
          <p className="notice status-success">
            {t('store.status.Completed')}{' '}
            <Link to={`/Store/Return/${encodeURIComponent(purchase.orderId)}`}>{t('store.viewOrder')}</Link>
          </p>
        )}
        {purchase?.state === 'failed' && (
          <p className="error" role="alert">
            {t(purchase.error.code === 'UserCancelled' ? 'store.errors.cancelled' : 'store.errors.coded', {
              code: purchase.error.code,
              message: purchase.error.message,
            })}
          </p>
        )}
      </div>
      {body}
    </section>
  );
}
