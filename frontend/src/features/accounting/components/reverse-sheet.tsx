import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextAreaRow } from '@/components/ui/form-fields';
import { reverseEntryBody } from '@domain/accounting';
import type { JournalEntryView } from '@domain/accounting';
import { useReverseEntry } from '../api/commands';
import { useCommand } from '../hooks/use-command';
import { FormSheet } from '@/components/ui/form-sheet';
import '../locales/register';

/**
 * Revertir: POST /api/accounting/journal-entries/:id/reverse { reason }. The reason is required (the
 * command's own schema says so before sending); a second reversal or a closed month is the server's 409,
 * shown in the sheet. Once applied, the journal shows "Revertido por" on the entry and "Revierte" on the new one.
 */
export function ReverseSheet({ entry, onClose }: { entry: JournalEntryView; onClose: () => void }) {
  const { t } = useTranslation();
  const w = (key: string, o?: Record<string, unknown>) => t(`accounting.reverse.${key}`, o);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const command = useCommand(useReverseEntry(), { done: w('done'), onClose });
  const submit = () => {
    const parsed = reverseEntryBody.safeParse({ reason });
    if (!reason.trim() || !parsed.success) return setError(w('required'));
    command.run({ entryId: entry.entryId, reason: parsed.data.reason });
  };
  return (
    <FormSheet
      className="acc-sheet"
      title={w('title')}
      message={w('message', { description: entry.description })}
      confirmLabel={w('confirm')}
      pending={command.pending}
      refusal={command.refusal}
      onConfirm={submit}
      onClose={onClose}
      testId="acc-reverse-sheet"
    >
      <div className="group-body acc-sheet-fields">
        <TextAreaRow
          label={w('reason')}
          placeholder={w('reasonPlaceholder')}
          value={reason}
          required
          onChange={(e) => {
            setReason(e.target.value);
            setError(undefined);
          }}
          error={error}
          data-testid="acc-reverse-reason"
        />
      </div>
    </FormSheet>
  );
}
