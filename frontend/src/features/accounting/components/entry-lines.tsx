import { useTranslation } from 'react-i18next';
import type { Account } from '@domain/accounting';
import '../locales/register';

/** A line as typed: amounts stay text until sent, so "12." can be typed on the way to "12.50". */
export interface DraftLine {
  id: number;
  accountCode: string;
  debit: string;
  credit: string;
}

/**
 * The entry's lines: an active account, a debit or a credit each (typing one side clears the other,
 * as the ledger takes one side a line). At least two; a line beyond two can be removed.
 */
export function EntryLines({
  lines,
  accounts,
  onChange,
}: {
  lines: DraftLine[];
  accounts: Account[];
  onChange: (lines: DraftLine[]) => void;
}) {
  const { t } = useTranslation();
  const w = (key: string, o?: Record<string, unknown>) => t(`accounting.entry.${key}`, o);
  const put = (id: number, patch: Partial<DraftLine>) =>
    onChange(lines.map((l) => (l.id === id ? { ...l, ...patch } : l)));
  return (
    <ol className="acc-lines" data-testid="acc-entry-lines">
      {lines.map((l, i) => (
        <li key={l.id} className="acc-line" aria-label={w('line', { n: i + 1 })}>
          <select
            aria-label={w('account')}
            value={l.accountCode}
            onChange={(e) => put(l.id, { accountCode: e.target.value })}
            data-testid="acc-line-account"
          >
            <option value="">{w('chooseAccount')}</option>
            {accounts.map((a) => (
              <option key={a.code} value={a.code}>
                {a.code} {a.name}
              </option>
            ))}
          </select>
          <input
            aria-label={w('debit')}
            placeholder={w('debit')}
            inputMode="decimal"
            value={l.debit}
            onChange={(e) => put(l.id, { debit: e.target.value, credit: e.target.value ? '' : l.credit })}
            data-testid="acc-line-debit"
          />
          <input
            aria-label={w('credit')}
            placeholder={w('credit')}
            inputMode="decimal"
            value={l.credit}
            onChange={(e) => put(l.id, { credit: e.target.value, debit: e.target.value ? '' : l.debit })}
            data-testid="acc-line-credit"
          />
          <button
            type="button"
            className="link-button acc-line-remove"
            aria-label={w('removeLine', { n: i + 1 })}
            disabled={lines.length <= 2}
            onClick={() => onChange(lines.filter((x) => x.id !== l.id))}
          >
            ✕
          </button>
        </li>
      ))}
    </ol>
  );
}
