import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link, useParams } from 'react-router';
import { useSession } from '../../../shared/host/services-context';
import { useOrderStatus } from '../hooks/use-order-status';
import { OrderStatusView } from './order-status-view';

/** `/Store/Return/{id}`: where a provider sends the player back; polls the order until it settles. */
export function OrderReturnPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { signedIn } = useSession();
  const state = useOrderStatus(id, signedIn);
  return (
    <section className="page narrow">
      <h1>{t('store.return')}</h1>
      {signedIn ? (
        <OrderStatusView orderId={id} view={state.view} outcome={state.outcome} />
      ) : (
        <p className="error" role="alert">
          {t('store.errors.signedOut')}
        </p>
      )}
      {state.view && (
        <p>
          <Link to={`/play/${encodeURIComponent(state.view.Game)}`}>{t('store.backToGame')}</Link>
        </p>
      )}
    </section>
  );
}
