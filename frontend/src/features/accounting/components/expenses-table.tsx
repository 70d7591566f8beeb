import { useTranslation } from 'react-i18next';
import { SkeletonTableRows } from '@/components/ui/skeleton';
import type { ExpenseView } from '@domain/accounting';
import { money } from '../lib/format';
import '../locales/register';

const COLUMNS = ['date', 'category', 'vendor', 'description', 'method', 'amount', 'attachment', 'entry'] as const;

/** The expenses' rows; the entry opens the journal on it. On a phone each row stacks its cells. */
export function ExpensesTable({
  items,
  onOpenEntry,
}: {
  items: ExpenseView[] | undefined;
  onOpenEntry: (entryId: string) => void;
}) {
  const { t } = useTranslation();
  const col = (c: string) => t(`accounting.expenses.columns.${c}`);
  const e = (key: string, o?: Record<string, unknown>) => t(`accounting.expense.${key}`, o);
  return (
    <div className="data-table-wrap" aria-busy={!items}>
      <table className="data-table stacks acc-table" data-testid="acc-expenses-table">
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c} className={c === 'amount' ? 'num' : undefined}>
                {col(c)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {!items ? (
            <SkeletonTableRows rows={5} cells={COLUMNS.map((c) => (c === 'amount' ? 'num' : undefined))} />
          ) : (
            items.map((x) => (
              <tr key={x.expenseId} data-testid="acc-expense-row" data-expense-id={x.expenseId}>
                <td data-label={col('date')} className="acc-day">
                  {x.date}
                </td>
                <td data-label={col('category')}>{e(`categories.${x.category}`, { defaultValue: x.category })}</td>
                <td data-label={col('vendor')} className="acc-wrap">
                  {x.vendor}
                </td>
                <td data-label={col('description')} className="acc-wrap">
                  {x.description}
                </td>
                <td data-label={col('method')}>
                  {/* None stated (an older expense): none shown, rather than a guess. */}
                  {x.paymentMethod ? e(`methods.${x.paymentMethod}`, { defaultValue: x.paymentMethod }) : ''}
                </td>
                <td data-label={col('amount')} className="num">
                  {money(x.amount)}
                </td>
                <td data-label={col('attachment')} className="acc-wrap">
                  {x.attachmentName ?? ''}
                </td>
                <td data-label={col('entry')} className="acc-wrap">
                  {x.entryId ? (
                    <button
                      type="button"
                      className="link-button acc-entry-link"
                      onClick={() => onOpenEntry(x.entryId!)}
                      aria-label={t('accounting.expenses.entry', { id: x.entryId })}
                      data-testid="acc-expense-entry"
                    >
                      <code className="acc-event-id">{x.entryId}</code>
                    </button>
                  ) : (
                    <span className="acc-muted" data-testid="acc-expense-pending">
                      {t('accounting.expenses.pending')}
                    </span>
                  )}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
