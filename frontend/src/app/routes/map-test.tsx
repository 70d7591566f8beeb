import { useTranslation } from 'react-i18next';
import { LargeTitle } from '@/components/ui/large-title';
import { MapTestPanel } from '@/features/delivery/components/map-test-panel';
import '@/features/delivery/locales/register';
import '@/features/delivery/wide.css';
import { PublicBar } from '../public-bar';

/** /map-test (spec 2.1, public): the delivery zones, which one a point falls in, and the map's tile source. */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <PublicBar
        account={t('delivery.mapTest.account')}
        signIn={t('auth.login.title')}
        signInTestId="map-test-sign-in"
      />
      <main className="screen">
        <div className="delivery-wide" data-testid="map-test">
          <LargeTitle title={t('delivery.mapTest.title')} subtitle={t('delivery.mapTest.subtitle')} />
          <MapTestPanel />
        </div>
      </main>
    </>
  );
}
