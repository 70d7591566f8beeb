import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { LargeTitle } from '@/components/ui/large-title';
import { LoadFailed } from '@/components/ui/load-failed';
import { SkeletonRows } from '@/components/ui/skeleton';
import { useCounterSession } from '../hooks/use-counter-session';
import { registerNumber } from '../lib/format';
import { useOnline } from '../offline/sync';
import { OfflineBanner } from './offline-banner';
import { Till } from './till';
import '../locales/register';

/**
 * /pos, the counter: the scan box (always focused), the product search, the ticket, a supervisor's
 * discount, the payment with its change, 'Cobrar' → the receipt. Offline, sales queue on the device
 * and sync by themselves when the network is back.
 */
export function PosCounter() {
  const { t } = useTranslation();
  const c = (key: string, o?: Record<string, unknown>) => t(`pos.counter.${key}`, o);
  const online = useOnline();
  const { session, loading, error, retry, user } = useCounterSession();
  return (
    <div className="pos-counter" data-testid="pos-screen">
      <LargeTitle
        title={c('title')}
        subtitle={
          session && user
            ? c('subtitle', {
                register: t('pos.register', { n: registerNumber(session.registerId) }),
                cashier: user.name,
                location: session.location,
              })
            : undefined
        }
      />
      <OfflineBanner online={online} />
      {loading ? (
        <div className="group">
          <SkeletonRows rows={4} />
        </div>
      ) : error ? (
        <LoadFailed title={c('sessionFailed')} reason={error.message} onRetry={retry} />
      ) : !session ? (
        <EmptyState icon="cart" title={c('noSession')}>
          {c('noSessionHint')}{' '}
          <Link to="/pos/cashier" data-testid="pos-to-cashier">
            {c('openCashier')}
          </Link>
        </EmptyState>
      ) : (
        <Till
          sessionId={session.id}
          registerId={session.registerId}
          location={session.location}
          cashierName={user?.name ?? null}
        />
      )}
    </div>
  );
}
