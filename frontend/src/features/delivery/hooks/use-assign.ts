import { useTranslation } from 'react-i18next';
import { failureText } from '@/lib/problem';
import { toast } from '@/stores/toast-store';
import type { DeliveryView, DriverView } from '@domain/delivery';
import { useAssignDriver } from '../api/commands';

/** Assigning from the board (select or drop): the command, its toast, and which delivery is being sent. */
export function useAssign() {
  const { t } = useTranslation();
  const assign = useAssignDriver();
  const run = (delivery: DeliveryView, driver: DriverView) => {
    if (delivery.driver?.id === driver.id) return;
    const words = { number: delivery.source.number, name: driver.name };
    const reassign = delivery.driver !== null;
    assign.mutate(
      { id: delivery.id, driverId: driver.id, reassign },
      {
        onSuccess: () => toast.success(t(reassign ? 'delivery.toast.reassigned' : 'delivery.toast.assigned', words)),
        onError: (error) => toast.error(failureText(t('delivery.toast.assignFailed'), error)),
      },
    );
  };
  return { run, busyId: assign.isPending ? assign.variables.id : null };
}
