import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useParams } from 'react-router';
import { useApi, useSession } from '../../../shared/host/services-context';
import { Spinner } from '../../../shared/ui/spinner';
import { useOrderStatus } from '../hooks/use-order-status';
import { presentStatus } from '../order-status';
import { describeStoreError } from '../store-error';
import { OrderStatusView } from './order-status-view';
import { StoreErrorAlert } from './store-error-alert';

/**
 * `/Store/MerchantPaymentCompleted/{token}`: asks the server which order the merchant finished, then
 * shows that order's status view; an unknown token gives a clear error.
 */
export function MerchantPaymentCompletedPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const api = useApi();
  const { signedIn } = useSession();
  const result = useQuery({
    queryKey: ['merchant-payment-completed', token],
    queryFn: ({ signal }) => api.store.merchantPaymentCompleted({ Token: token }, { signal }),
    retry: false,
  });
  const orderId = result.data?.PublicOrderId ?? null;
  const state = useOrderStatus(orderId, signedIn);
  let body;
  if (result.isPending) body = <Spinner />;
  else if (result.isError) body = <StoreErrorAlert error={describeStoreError(result.error)} testId="merchant-error" />;
  else if (!orderId) {
    body = (
      <p className="error" role="alert" data-testid="merchant-error">
        {t('store.errors.unknownPayment')}
      </p>
    );
  } else {
    body = (
      <>
        <p className="lead" data-testid="merchant-result" data-success={result.data.Success}>
          {result.data.Status ? t(presentStatus(result.data.Status).key) : ''}
        </p>
        {signedIn && <OrderStatusView orderId={orderId} view={state.view} outcome={state.outcome} />}
        {result.data.Game && (
          <p>
            <Link to={`/play/${encodeURIComponent(result.data.Game)}`}>{t('store.backToGame')}</Link>
          </p>
        )}
      </>
    );
  }
  return (
    <section className="page narrow">
      <h1>{t('store.merchant')}</h1>
      {body}
    </section>
  );
}
