import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InputRow, TextAreaRow } from '@/components/ui/form-fields';
import { Sheet } from '@/components/ui/sheet';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { failureText } from '@/lib/problem';
import { toast } from '@/stores/toast-store';
import type { DeliveryView } from '@domain/delivery';
import { useChangeStatus } from '../api/commands';
import { deliverForm } from '../lib/route-forms';
import { PhotoField } from './photo-field';
import '../locales/register';

/** 'Entregar': who received it (required), notes and a photo (optional); then the delivery is DELIVERED. */
export function DeliverSheet({ delivery, onClose }: { delivery: DeliveryView; onClose: () => void }) {
  const { t } = useTranslation();
  const change = useChangeStatus();
  const form = useSchemaForm(deliverForm, { recipientName: '', notes: '' });
  const [photo, setPhoto] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const number = delivery.source.number;
  const submit = form.handleSubmit(({ recipientName, notes }) =>
    change.mutate(
      {
        id: delivery.id,
        body: { status: 'DELIVERED', recipientName, notes: notes || undefined, photo: photo ?? undefined },
      },
      {
        onSuccess: () => {
          toast.success(t('delivery.toast.delivered', { number }));
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
    <Sheet title={t('delivery.deliver.title', { number })} open onClose={onClose}>
      <form onSubmit={(e) => void submit(e)} noValidate data-testid="deliver-form">
        <div className="group-body dl-stacked">
          <InputRow
            label={t('delivery.deliver.recipientName')}
            placeholder={t('delivery.deliver.recipientPlaceholder')}
            autoComplete="off"
            maxLength={100}
            autoFocus
            error={form.errorOf('recipientName')}
            {...form.register('recipientName')}
          />
          <TextAreaRow
            label={t('delivery.deliver.notes')}
            placeholder={t('delivery.deliver.notesPlaceholder')}
            rows={2}
            maxLength={500}
            error={form.errorOf('notes')}
            {...form.register('notes')}
          />
        </div>
        <PhotoField photo={photo} onPhoto={setPhoto} onReading={setReading} />
        {form.errorOf('photo') ? <p className="field-error">{form.errorOf('photo')}</p> : null}
        <div className="sheet-actions">
          <button type="button" className="button plain" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="button" disabled={change.isPending || reading} data-testid="deliver-submit">
            {change.isPending ? t('delivery.route.sending') : t('delivery.deliver.submit')}
          </button>
        </div>
      </form>
    </Sheet>
  );
}
