import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaRow } from '@/components/ui/form-fields';
import { FormSheet } from '@/components/ui/form-sheet';
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
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<string | null>(null);
  // One report per opened sheet: a resend after a cut network is the same report (the same id and key).
  const [key] = useState(uuid);
  const [discrepancyId] = useState(uuid);
  const report = useReportDiscrepancy();
  const send = () => {
    // The route's own schema: the same rule and Spanish words as the server's answer.
    const body = reportDiscrepancyBody.safeParse({ discrepancyId, productId: item.product, note });
    setError(body.success ? undefined : body.error.issues[0]?.message);
    if (!body.success) return;
    setRefusal(null);
    report.mutate(
      { agreementId: agreement.id, body: body.data, key },
      {
        onSuccess: () => {
          toast.success(w('done'));
          onClose();
        },
        onError: (e) => setRefusal(e.message),
      },
    );
  };
  return (
    <FormSheet
      title={w('title')}
      message={w('message', { name: item.productName, code: agreement.code })}
      confirmLabel={w('send')}
      pending={report.isPending}
      refusal={refusal}
      onConfirm={send}
      onClose={onClose}
      testId="discrepancy-sheet"
      fieldsClassName="group-body portal-sheet-fields"
    >
      <TextAreaRow
        label={w('note')}
        placeholder={w('placeholder')}
        value={note}
        onChange={(e) => {
          setNote(e.target.value);
          setError(undefined);
        }}
        error={error}
        data-testid="discrepancy-note"
      />
    </FormSheet>
  );
}
