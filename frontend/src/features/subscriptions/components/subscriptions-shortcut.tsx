import { useTranslation } from 'react-i18next';
import { GroupedList, ListRow } from '@/components/ui/grouped-list';
import '../locales/register';

/** The client dashboard's way to their subscriptions. */
export function SubscriptionsShortcut() {
  const { t } = useTranslation();
  return (
    <GroupedList label={t('subscriptions.shortcut.title')}>
      <ListRow
        icon="calendar"
        tint="#5ac8fa"
        title={t('subscriptions.shortcut.title')}
        subtitle={t('subscriptions.shortcut.hint')}
        to="/subscriptions"
        testId="shortcut-subscriptions"
      />
    </GroupedList>
  );
}
