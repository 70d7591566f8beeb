import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { InputRow, TextAreaRow } from '@/components/ui/form-fields';
import { journalEntryBody } from '@domain/accounting';
import { usePostJournalEntry } from '../api/commands';
import { useAccounts } from '../api/reads';
import { useCommand } from '../hooks/use-command';
import { useShopToday } from '../hooks/use-shop-today';
import { cents, money, pesosOf } from '../lib/format';
import { EntryLines, type DraftLine } from './entry-lines';
import { FormSheet } from '@/components/ui/form-sheet';
import '../locales/register';
import { DateRow } from '@/components/ui/date-field';

let nextId = 0;
const blank = (): DraftLine => ({ id: nextId++, accountCode: '', debit: '', credit: '' });

/**
 * Asiento manual: POST /api/accounting/journal-entries. The running debit and credit totals are
 * summed in centavos, as the ledger does; the entry is sent only once it balances, and checked by
 * the command's schema first (the server's words for a line without a side, an amount, too few lines).
 */
export function EntrySheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const w = (key: string, o?: Record<string, unknown>) => t(`accounting.entry.${key}`, o);
  const accounts = useAccounts();
  const active = useMemo(() => (accounts.data?.items ?? []).filter((a) => a.active), [accounts.data]);
  const [date, setDate] = useState(useShopToday());
  const [description, setDescription] = useState('');
  const [reason, setReason] = useState('');
  const [lines, setLines] = useState<DraftLine[]>(() => [blank(), blank()]);
  const command = useCommand(usePostJournalEntry(), { done: w('done'), onClose });
  const debit = lines.reduce((s, l) => s + cents(pesosOf(l.debit) || 0), 0);
  const credit = lines.reduce((s, l) => s + cents(pesosOf(l.credit) || 0), 0);
  const balanced = debit > 0 && debit === credit;
  const submit = () => {
    const parsed = journalEntryBody.safeParse({
      date,
      description,
      reason: reason.trim() || undefined,
      lines: lines.map((l) => ({ accountCode: l.accountCode, debit: pesosOf(l.debit), credit: pesosOf(l.credit) })),
    });
    if (!parsed.success) return command.fail(parsed.error.issues[0]?.message ?? '');
    command.run({ body: parsed.data });
  };
  return (
    <FormSheet
      className="acc-sheet"
      title={w('title')}
      confirmLabel={w('confirm')}
      pending={command.pending}
      disabled={!balanced}
      refusal={command.refusal}
      onConfirm={submit}
      onClose={onClose}
      testId="acc-entry-sheet"
    >
      <div className="group-body acc-sheet-fields">
        <DateRow label={w('date')} value={date} onChange={(e) => setDate(e.target.value)} />
        <InputRow
          label={w('description')}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          data-testid="acc-entry-description"
        />
        <TextAreaRow
          label={w('reason')}
          placeholder={w('reasonPlaceholder')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
      <EntryLines lines={lines} accounts={active} onChange={setLines} />
      <div className="acc-entry-foot">
        <button type="button" className="link-button" onClick={() => setLines((ls) => [...ls, blank()])}>
          {w('addLine')}
        </button>
        <span className="acc-entry-totals" data-testid="acc-entry-totals">
          {w('totals', { debit: money(debit / 100), credit: money(credit / 100) })}
        </span>
        <Badge tone={balanced ? 'success' : 'danger'} data-testid="acc-entry-balance">
          {balanced
            ? w('balanced')
            : debit === credit // nothing typed yet: no difference to name
              ? t('accounting.trial.unbalanced')
              : w('unbalanced', { difference: money(Math.abs(debit - credit) / 100) })}
        </Badge>
      </div>
    </FormSheet>
  );
}
