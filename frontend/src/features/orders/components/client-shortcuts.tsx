import { useTranslation } from 'react-i18next';
import { GroupedList, ListRow } from '@/components/ui/grouped-list';
import '../locales/register';

/**
 * Where a client goes from their dashboard. 'Volver a pedir' opens the catalogue: the storefront's
 * cart is its own feature and documents no storage this one could fill, so nothing is put in it.
 */
export function ClientShortcuts() {
  const { t } = useTranslation();
  return (
    <GroupedList header={t('orders.dashboard.shortcuts')} label={t('orders.dashboard.shortcuts')}>
      <ListRow
        icon="repeat"
        tint="#ff2d55"
        title={t('orders.dashboard.reorder')}
        subtitle={t('orders.dashboard.reorderHint')}
        to="/catalog"
        testId="shortcut-reorder"
      />
      <ListRow
        icon="bag"
        tint="#ff9500"
        title={t('orders.dashboard.catalog')}
        subtitle={t('orders.dashboard.catalogHint')}
        to="/catalog"
        testId="shortcut-catalog"
      />
      <ListRow
        icon="user"
        tint="#8e8e93"
        title={t('orders.dashboard.profile')}
        subtitle={t('orders.dashboard.profileHint')}
        to="/profile"
        testId="shortcut-profile"
      />
    </GroupedList>
  );
}
