import { useTranslation } from 'react-i18next';
import { TextAreaRow } from '@/components/ui/form-fields';
import { Sheet } from '@/components/ui/sheet';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { failureText } from '@/lib/problem';
import { toast } from '@/stores/toast-store';
import type { DeliveryView } from '@domain/delivery';
import { useChangeStatus } from '../api/commands';
import { failForm } from '../lib/route-forms';
import '../locales/register';

/** 'No se pudo entregar': the reason is required; the delivery goes back to PENDING for another attempt. */
export function FailSheet({ delivery, onClose }: { delivery: DeliveryView; onClose: () => void }) {
  const { t } = useTranslation();
  const change = useChangeStatus();
  const form = useSchemaForm(failForm, { notes: '' });
  const number = delivery.source.number;
  const submit = form.handleSubmit(({ notes }) =>
    change.mutate(
      { id: delivery.id, body: { status: 'PENDING', notes } },
      {
        onSuccess: () => {
          toast.success(t('delivery.toast.failed', { number }));
          onClose();
        },
        onError: (error) => {
          form.showServerErrors(error);
          toast.error(failureText(t('delivery.toast.statusFailed'), error));
        },
      },
    ),
  );
  return (
    <Sheet title={t('delivery.fail.title', { number })} open onClose={onClose}>
      <form onSubmit={(e) => void submit(e)} noValidate data-testid="fail-form">
        <p className="notice">{t('delivery.fail.note')}</p>
        <div className="group-body dl-stacked">
          <TextAreaRow
            label={t('delivery.fail.reason')}
            placeholder={t('delivery.fail.placeholder')}
            rows={3}
            maxLength={500}
            autoFocus
            error={form.errorOf('notes')}
            {...form.register('notes')}
          />
        </div>
        <div className="sheet-actions">
          <button type="button" className="button plain" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="button" disabled={change.isPending} data-testid="fail-submit">
            {change.isPending ? t('delivery.route.sending') : t('delivery.fail.submit')}
          </button>
        </div>
      </form>
    </Sheet>
  );
}
