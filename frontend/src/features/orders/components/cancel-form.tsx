import { useTranslation } from 'react-i18next';
import { TextAreaRow } from '@/components/ui/form-fields';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { failureText } from '@/lib/problem';
import { toast } from '@/stores/toast-store';
import { cancelOrderBody } from '@domain/orders';
import { useCancelOrder } from '../api/commands';
import '../locales/register';

interface Props {
  order: { id: string; orderNumber: string };
  onBack: () => void;
  onDone: () => void;
}

/**
 * 'Cancelar pedido' with its reason (required, as the server asks: the same schema and message).
 * A refusal — a client's order already being prepared — is the server's Spanish words in the toast.
 */
export function CancelForm({ order, onBack, onDone }: Props) {
  const { t } = useTranslation();
  const cancel = useCancelOrder();
  const form = useSchemaForm(cancelOrderBody, { reason: '' });
  const submit = form.handleSubmit(({ reason }) =>
    cancel.mutate(
      { id: order.id, reason },
      {
        onSuccess: () => {
          toast.success(t('orders.toast.cancelled', { number: order.orderNumber }));
          onDone();
        },
        onError: (error) => {
          form.showServerErrors(error);
          toast.error(failureText(t('orders.toast.cancelFailed'), error));
        },
      },
    ),
  );
  return (
    <form className="or-cancel" onSubmit={(e) => void submit(e)} noValidate data-testid="cancel-form">
      <p className="notice">{t('orders.cancel.message', { number: order.orderNumber })}</p>
      <div className="group-body">
        <TextAreaRow
          label={t('orders.cancel.reason')}
          placeholder={t('orders.cancel.placeholder')}
          rows={3}
          maxLength={500}
          error={form.errorOf('reason')}
          {...form.register('reason')}
        />
      </div>
      <div className="sheet-actions">
        <button type="button" className="button plain" onClick={onBack}>
          {t('orders.cancel.back')}
        </button>
        <button type="submit" className="button or-danger-fill" disabled={cancel.isPending}>
          {cancel.isPending ? t('common.saving') : t('orders.cancel.confirm')}
        </button>
      </div>
    </form>
  );
}
