import { useTranslation } from 'react-i18next';
import { DELIVERY_RULES } from '@domain/delivery';
import { toPesos } from '@domain/shared';
import { GroupedList, ListRow } from '@/components/ui/grouped-list';
import { Icon, type IconName } from '@/components/ui/icon';
import { SkeletonRows } from '@/components/ui/skeleton';
import { useDeliveryZones } from '../api/reads';
import { shopMoney } from '../lib/money';

/** The zones with their fees and times, from GET /api/delivery/zones (public: a guest checks before signing up). */
export function DeliveryZones() {
  const { t } = useTranslation();
  const zones = useDeliveryZones();
  return (
    <section className="sf-section" data-testid="home-zones">
      <div className="sf-section-head">
        <h2>{t('storefront.home.zones')}</h2>
      </div>
      <GroupedList footer={t('storefront.home.zonesFooter')}>
        {zones.data ? (
          zones.data.zones
            .filter((z) => z.isActive)
            .map((z) => (
              <ListRow
                key={z.id}
                icon="truck"
                tint="#34c759"
                testId={`zone-${z.id}`}
                title={z.name}
                subtitle={t('storefront.home.zips', { zips: z.zipCodes.join(', ') })}
                detail={
                  <span className="sf-zone-fee">
                    {t('storefront.home.zoneLine', { fee: shopMoney(z.baseFee), minutes: z.estimatedDeliveryTime })}
                  </span>
                }
              />
            ))
        ) : zones.error ? (
          <ListRow
            title={t('storefront.home.zonesFailed')}
            detail={
              <button type="button" className="link-button" onClick={() => void zones.refetch()}>
                {t('common.retry')}
              </button>
            }
          />
        ) : (
          <SkeletonRows rows={3} />
        )}
      </GroupedList>
    </section>
  );
}

function Rule({ icon, title, detail }: { icon: IconName; title: string; detail: string }) {
  return (
    <div className="card sf-rule">
      <span className="sf-rule-icon">
        <Icon name={icon} size={20} />
      </span>
      <strong>{title}</strong>
      <span>{detail}</span>
    </div>
  );
}

/** Spec 9's rules: Monday to Saturday, same day until 14:00, a $35 minimum; and payment on delivery. */
export function DeliveryRules() {
  const { t } = useTranslation();
  const rules = useDeliveryZones().data;
  const cutoff = rules?.cutoffTime ?? '14:00';
  const minimum = rules?.minimumOrder ?? toPesos(DELIVERY_RULES.minimumOrderCents);
  return (
    <section className="sf-section" data-testid="home-rules">
      <div className="sf-section-head">
        <h2>{t('storefront.home.rules')}</h2>
      </div>
      <div className="sf-rules">
        <Rule icon="calendar" title={t('storefront.home.days')} detail={t('storefront.home.daysDetail')} />
        <Rule
          icon="truck"
          title={t('storefront.home.cutoff', { time: cutoff })}
          detail={t('storefront.home.cutoffDetail')}
        />
        <Rule
          icon="bag"
          title={t('storefront.home.minimum', { amount: shopMoney(minimum) })}
          detail={t('storefront.home.minimumDetail')}
        />
        <Rule icon="dollar" title={t('storefront.home.payment')} detail={t('storefront.home.paymentDetail')} />
      </div>
    </section>
  );
}
