import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { TextAreaRow } from '@/components/ui/form-fields';
import { FormSheet } from '@/components/ui/form-sheet';
import { useSchemaForm } from '@/hooks/use-schema-form';
import { uuid } from '@/lib/api-client';
import { formatMoney } from '@/lib/money';
import { toast } from '@/stores/toast-store';
import { acknowledgeStatementBody, type SettlementView } from '@domain/consignment';
import { useAcknowledgeStatement } from '../api/commands';

/** The note as acknowledgeStatementBody takes it (blank: none). */
const acknowledgeForm = z.preprocess(
  (f: { note: string }) => (f.note.trim() ? { note: f.note } : {}),
  acknowledgeStatementBody,
);

/** "Confirmar liquidación": the partner says the statement matches their books (who, when, from where is recorded). */
export function AcknowledgeSheet({ settlement: s, onClose }: { settlement: SettlementView; onClose: () => void }) {
  const { t } = useTranslation();
  const w = (key: string, o?: Record<string, unknown>) => t(`partnerPortal.settlements.${key}`, o);
  const { register, handleSubmit, errorOf } = useSchemaForm(acknowledgeForm, { note: '' });
  const [refusal, setRefusal] = useState<string | null>(null);
  const [key] = useState(uuid);
  const acknowledge = useAcknowledgeStatement();
  const confirm = handleSubmit((body) => {
    setRefusal(null);
    acknowledge.mutate(
      { agreementId: s.agreementId, settlementId: s.id, body, key },
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
      title={w('confirmTitle')}
      message={w('confirmMessage', { code: s.code, net: formatMoney(s.net) })}
      confirmLabel={w('confirm')}
      pending={acknowledge.isPending}
      refusal={refusal}
      onConfirm={() => void confirm()}
      onClose={onClose}
      testId="acknowledge-sheet"
      fieldsClassName="group-body portal-sheet-fields"
    >
      <TextAreaRow label={w('note')} {...register('note')} error={errorOf('note')} data-testid="acknowledge-note" />
    </FormSheet>
  );
}
