import { useTranslation } from 'react-i18next';
import { SkeletonTableRows } from '@/components/ui/skeleton';
import type { LedgerLine } from '@domain/accounting';
import { money } from '../lib/format';
import { SourceEventLink } from './source-event';
import '../locales/register';

const COLUMNS = ['date', 'description', 'source', 'debit', 'credit', 'balance'] as const;
const NUMERIC = new Set<string>(['debit', 'credit', 'balance']);

/** Where a line comes from: an event's opens it (who, when, from where); a person's says so, and opens the event that recorded it. */
function Source({ line }: { line: LedgerLine }) {
  const { t } = useTranslation();
  const event = line.sourceEventId ? <SourceEventLink type={line.sourceType} eventId={line.sourceEventId} /> : null;
  if (line.sourceKind === 'event') return event;
  return (
    <span>
      {t(`accounting.ledger.${line.sourceKind === 'reversal' ? 'reversal' : 'manual'}`)} {event}
    </span>
  );
}

/** The ledger's lines (oldest first), each with the balance after it; on a phone each row stacks its cells. */
export function LedgerTable({ lines }: { lines: LedgerLine[] | undefined }) {
  const { t } = useTranslation();
  const col = (c: string) => t(`accounting.columns.${c}`);
  return (
    <div className="data-table-wrap" aria-busy={!lines}>
      <table className="data-table stacks acc-table" data-testid="acc-ledger-table">
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
          {!lines ? (
            <SkeletonTableRows rows={5} cells={COLUMNS.map((c) => (NUMERIC.has(c) ? 'num' : undefined))} />
          ) : (
            lines.map((l, i) => (
              <tr key={`${l.entryId}-${i}`} data-testid="acc-ledger-line">
                <td data-label={col('date')} className="acc-day">
                  {l.postedOn}
                </td>
                <td data-label={col('description')} className="acc-wrap">
                  {l.description}
                  {l.memo ? <span className="acc-memo"> · {l.memo}</span> : null}
                </td>
                <td data-label={col('source')} className="acc-wrap">
                  <Source line={l} />
                </td>
                <td data-label={col('debit')} className="num">
                  {l.debit ? money(l.debit) : ''}
                </td>
                <td data-label={col('credit')} className="num">
                  {l.credit ? money(l.credit) : ''}
                </td>
                <td data-label={col('balance')} className="num">
                  {money(l.balance)}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
