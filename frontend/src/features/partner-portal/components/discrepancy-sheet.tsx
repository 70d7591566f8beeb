import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaRow } from '@/components/ui/form-fields';
import { FormSheet } from '@/components/ui/form-sheet';
import { uuid } from '@/lib/api-client';
import { toast } from '@/stores/toast-store';
import type { AgreementItemView, AgreementView } from '@domain/consignment';
import { useReportDiscrepancy } from '../api/commands';

/** The note's bound, as the route takes it (1..500 characters). */
export const NOTE_MAX = 500;

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
  // One Idempotency-Key while the sheet is open: a resend after a cut network is the same report.
  const [key] = useState(uuid);
  const report = useReportDiscrepancy();
  const send = () => {
    const text = note.trim();
    const problem = !text ? w('noteRequired') : text.length > NOTE_MAX ? w('noteTooLong') : undefined;
    setError(problem);
    if (problem) return;
    setRefusal(null);
    report.mutate(
      { agreementId: agreement.id, productId: item.product, note: text, key },
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
