import { useTranslation } from '../../../shared/i18n/use-translation';
import type { ApiTypes } from '../../../shared/api/api-types';
import { Spinner } from '../../../shared/ui/spinner';
import type { PollOutcome } from '../order-status';
import { presentStatus } from '../order-status';
import { describeStoreError } from '../store-error';
import { StoreErrorAlert } from './store-error-alert';

type OrderProduct = ApiTypes['OrderStatusView']['OrderProducts']['MainProduct'];

const productName = (p: OrderProduct) => p.LocalizedProductName ?? p.Sku;

/**
 * The order status view: a text per status (announced politely as it changes), the main and
 * additional products, the total and the game; the polling's end (timeout, failure) below it.
 */
export function OrderStatusView({
  orderId,
  view,
  outcome,
}: {
  orderId: string;
  view: ApiTypes['OrderStatusView'] | null;
  outcome: PollOutcome | null;
}) {
  const { t } = useTranslation();
  if (outcome?.kind === 'error')
    return <StoreErrorAlert error={describeStoreError(outcome.error)} testId="order-error" />;
  if (!view) return <Spinner />;
  const status = presentStatus(view.Status);
  const { MainProduct, AdditionalProducts } = view.OrderProducts;
  return (
    <div className="order-status" data-status={view.Status}>
      <p className={`notice status-${status.tone}`} role="status" aria-live="polite" data-testid="order-status">
        {t(status.key)}
      </p>
      {outcome?.kind === 'timeout' && (
        <p className="error" role="alert" data-testid="order-timeout">
          {t('store.errors.timeout')}
        </p>
      )}
      <dl className="order-details">
        <dt>{t('store.order.id')}</dt>
        <dd>
          <code>{orderId}</code>
        </dd>
        <dt>{t('store.order.product')}</dt>
        <dd data-testid="order-product">{productName(MainProduct)}</dd>
        {AdditionalProducts.length > 0 && (
          <>
            <dt>{t('store.order.additional')}</dt>
            <dd>
              <ul>
                {AdditionalProducts.map((p) => (
                  <li key={p.Sku}>{productName(p)}</li>
                ))}
              </ul>
            </dd>
          </>
        )}
        <dt>{t('store.order.total')}</dt>
        <dd data-testid="order-total">{view.TotalPrice.LocalizedPrice}</dd>
        <dt>{t('store.order.game')}</dt>
        <dd>{view.Game}</dd>
      </dl>
    </div>
  );
}
