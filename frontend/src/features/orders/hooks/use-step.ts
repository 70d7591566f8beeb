import { useTranslation } from 'react-i18next';
import { failureText } from '@/lib/problem';
import { toast } from '@/stores/toast-store';
import type { OrderListItem } from '@domain/orders';
import { useTakeStep } from '../api/commands';
import type { Step } from '../lib/status';

/** Confirmar, Preparar, Marcar listo from a queue row: the step, its toast, and which order is busy. */
export function useStep() {
  const { t } = useTranslation();
  const step = useTakeStep();
  const run = (order: OrderListItem, next: Step) =>
    step.mutate(
      { id: order.id, step: next },
      {
        onSuccess: () => toast.success(t(`orders.toast.${next}`, { number: order.orderNumber })),
        onError: (error) => toast.error(failureText(t('orders.toast.stepFailed'), error)),
      },
    );
  return { run, busyId: step.isPending ? step.variables.id : null };
}
