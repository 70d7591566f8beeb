import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { TrackingLive } from '@/features/delivery/components/tracking-live';
import '@/features/delivery/locales/register';
import { orderKeys } from '@/features/orders/api/keys';
import { Tracking } from '@/features/orders/components/tracking';
import '@/features/orders/locales/register';
import { queryClient } from '@/lib/query-client';
import { PublicBar } from '../public-bar';

/**
 * /track/:trackingCode (spec 2.1, public): outside the admin layout, whose bar names the user and
 * signs out; a recipient holding the code has no account. The order's way (orders) and, while it is
 * on the road, its driver moving on a map with the time it should arrive (delivery).
 */
export function Component() {
  const { t } = useTranslation();
  const { trackingCode = '' } = useParams();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: orderKeys.track(trackingCode) });
  return (
    <>
      <PublicBar account={t('orders.track.myAccount')} signIn={t('orders.track.signIn')} signInTestId="track-sign-in" />
      <main className="screen">
        {/* A new code starts from its own loading state, not from the previous order's view. */}
        <Tracking
          key={trackingCode}
          code={trackingCode}
          live={(view) => <TrackingLive code={trackingCode} view={view} onChanged={refetch} />}
        />
      </main>
    </>
  );
}
