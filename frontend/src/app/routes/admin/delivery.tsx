import { useTranslation } from 'react-i18next';
import { LargeTitle } from '@/components/ui/large-title';
import { DispatchBoard } from '@/features/delivery/components/dispatch-board';
import '@/features/delivery/locales/register';
import '@/features/delivery/wide.css';

/** /admin/delivery (issue 15): the map and the lists of active deliveries, to assign — delivery, admin, owner. */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="delivery-wide" data-testid="delivery-board">
      <LargeTitle title={t('delivery.board.title')} subtitle={t('delivery.board.subtitle')} />
      <DispatchBoard />
    </div>
  );
}
