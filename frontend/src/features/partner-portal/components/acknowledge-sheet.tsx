import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaRow } from '@/components/ui/form-fields';
import { FormSheet } from '@/components/ui/form-sheet';
import { uuid } from '@/lib/api-client';
import { formatMoney } from '@/lib/money';
import { toast } from '@/stores/toast-store';
import { acknowledgeStatementBody, type SettlementView } from '@domain/consignment';
import { useAcknowledgeStatement } from '../api/commands';

/** "Confirmar liquidación": the partner says the statement matches their books (who, when, from where is recorded). */
export function AcknowledgeSheet({ settlement: s, onClose }: { settlement: SettlementView; onClose: () => void }) {
  const { t } = useTranslation();
  const w = (key: string, o?: Record<string, unknown>) => t(`partnerPortal.settlements.${key}`, o);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [key] = useState(uuid);
  const acknowledge = useAcknowledgeStatement();
  const confirm = () => {
    const body = acknowledgeStatementBody.safeParse(note.trim() ? { note } : {});
    setError(body.success ? undefined : body.error.issues[0]?.message);
    if (!body.success) return;
    setRefusal(null);
    acknowledge.mutate(
      { agreementId: s.agreementId, settlementId: s.id, body: body.data, key },
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
      title={w('confirmTitle')}
      message={w('confirmMessage', { code: s.code, net: formatMoney(s.net) })}
      confirmLabel={w('confirm')}
      pending={acknowledge.isPending}
      refusal={refusal}
      onConfirm={confirm}
      onClose={onClose}
      testId="acknowledge-sheet"
      fieldsClassName="group-body portal-sheet-fields"
    >
      <TextAreaRow
        label={w('note')}
        value={note}
        onChange={(e) => {
          setNote(e.target.value);
          setError(undefined);
        }}
        error={error}
        data-testid="acknowledge-note"
      />
    </FormSheet>
  );
}
