import { useTranslation } from 'react-i18next';
import { failureText } from '@/lib/problem';
import { toast } from '@/stores/toast-store';
import type { DeliveryView } from '@domain/delivery';
import { useChangeStatus } from '../api/commands';

/** 'Iniciar ruta' from a route card: IN_TRANSIT, its toast, and which delivery is being sent. */
export function useStartRoute() {
  const { t } = useTranslation();
  const change = useChangeStatus();
  const start = (delivery: DeliveryView) =>
    change.mutate(
      { id: delivery.id, body: { status: 'IN_TRANSIT' } },
      {
        onSuccess: () => toast.success(t('delivery.toast.started', { number: delivery.source.number })),
        onError: (error) => toast.error(failureText(t('delivery.toast.statusFailed'), error)),
      },
    );
  return { start, busyId: change.isPending ? change.variables.id : null };
}
