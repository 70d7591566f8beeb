import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TextAreaRow } from '@/components/ui/form-fields';
import { FormSheet } from '@/components/ui/form-sheet';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { uuid } from '@/lib/api-client';
import { toast } from '@/stores/toast-store';
import { reportDiscrepancyBody, type AgreementItemView, type AgreementView } from '@domain/consignment';
import { useReportDiscrepancy } from '../api/commands';

/** "Reportar diferencia" on a line: a note for the shop, which reaches its consignment screen as a task. */
export function DiscrepancySheet({
  agreement,
  item,
  onClose,
}: {
  agreement: AgreementView;
  item: AgreementItemView;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const w = (key: string, o?: Record<string, unknown>) => t(`partnerPortal.discrepancy.${key}`, o);
  const [refusal, setRefusal] = useState<string | null>(null);
  // One report per opened sheet: a resend after a cut network is the same report (the same id and key).
  const [key] = useState(uuid);
  const [discrepancyId] = useState(uuid);
  // The route's own schema: the same rule and Spanish words as the server's answer.
  const [reportForm] = useState(() =>
    z.preprocess(
      (f: { note: string }) => ({ discrepancyId, productId: item.product, note: f.note }),
      reportDiscrepancyBody,
    ),
  );
  const { register, handleSubmit, errorOf } = useSchemaForm(reportForm, { note: '' });
  const report = useReportDiscrepancy();
  const send = handleSubmit((body) => {
    setRefusal(null);
    report.mutate(
      { agreementId: agreement.id, body, key },
      {
        onSuccess: () => {
          toast.success(w('done'));
          onClose();
        },
        onError: (e) => setRefusal(e.message),
      },
    );
  });
  return (
    <FormSheet
      title={w('title')}
      message={w('message', { name: item.productName, code: agreement.code })}
      confirmLabel={w('send')}
      pending={report.isPending}
      refusal={refusal}
      onConfirm={() => void send()}
      onClose={onClose}
      testId="discrepancy-sheet"
      fieldsClassName="group-body portal-sheet-fields"
    >
      <TextAreaRow
        label={w('note')}
        placeholder={w('placeholder')}
        {...register('note')}
        error={errorOf('note')}
        data-testid="discrepancy-note"
      />
    </FormSheet>
  );
}
