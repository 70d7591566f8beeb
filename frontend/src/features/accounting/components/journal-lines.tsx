import { useTranslation } from 'react-i18next';
import type { JournalEntryView } from '@domain/accounting';
import { money } from '../lib/format';
import '../locales/register';

const COLUMNS = ['code', 'name', 'debit', 'credit', 'memo'] as const;
const NUMERIC = new Set<string>(['debit', 'credit']);

/** An entry's lines: account, its name, debit, credit and memo; on a phone each row stacks its cells. */
export function JournalLines({ id, entry }: { id: string; entry: JournalEntryView }) {
  const { t } = useTranslation();
  const col = (c: string) => (c === 'memo' ? t('accounting.journal.memo') : t(`accounting.columns.${c}`));
  return (
    <div className="data-table-wrap" id={id}>
      <table
        className="data-table stacks acc-table"
        aria-label={t('accounting.journal.linesOf', { id: entry.entryId })}
        data-testid="acc-journal-lines"
      >
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c} className={NUMERIC.has(c) ? 'num' : undefined}>
                {col(c)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {entry.lines.map((l) => (
            <tr key={l.lineNo} data-testid="acc-entry-line">
              <td data-label={col('code')} className="acc-code">
                {l.accountCode}
              </td>
              <td data-label={col('name')} className="acc-wrap">
                {l.accountName}
              </td>
              <td data-label={col('debit')} className="num">
                {l.debit ? money(l.debit) : ''}
              </td>
              <td data-label={col('credit')} className="num">
                {l.credit ? money(l.credit) : ''}
              </td>
              <td data-label={col('memo')} className="acc-wrap">
                {l.memo ?? ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
