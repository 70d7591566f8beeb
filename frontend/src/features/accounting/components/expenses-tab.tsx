import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed } from '@/components/ui/load-failed';
import { Pager } from '@/components/ui/pager';
import { EXPENSE_CATEGORIES } from '@domain/accounting';
import { useExpenses } from '../api/reads';
import type { ExpensesQuery } from '../api/keys';
import { money } from '../lib/format';
import { ExpensesTable } from './expenses-table';
import { SpanPicker } from './span-picker';
import '../locales/register';

const CATEGORIES = Object.keys(EXPENSE_CATEGORIES);

/**
 * Gastos: the expenses recorded in a period (the server's when left empty), by category if asked;
 * their total and sums by category; each with its journal entry once the ledger reactor has posted
 * it ("Pendiente de asiento" until then). Registering one opens the same sheet as the screen's button.
 */
export function ExpensesTab({ onNew, onOpenEntry }: { onNew: () => void; onOpenEntry: (entryId: string) => void }) {
  const { t } = useTranslation();
  const w = (key: string, o?: Record<string, unknown>) => t(`accounting.expenses.${key}`, o);
  const [query, setQuery] = useState<ExpensesQuery>({ page: 1 });
  const expenses = useExpenses(query);
  const x = expenses.data;
  const set = (patch: Partial<ExpensesQuery>) => setQuery((q) => ({ ...q, ...patch, page: 1 }));
  if (expenses.error && !x)
    return (
      <LoadFailed title={w('loadFailed')} reason={expenses.error.message} onRetry={() => void expenses.refetch()} />
    );
  return (
    <div className="acc-report" data-testid="acc-expenses">
      <div className="acc-report-head">
        <SpanPicker
          value={{ from: query.from, to: query.to }}
          onChange={(s) => set({ from: s.from, to: s.to })}
          fields={['from', 'to']}
          shown={x && { from: x.from, to: x.to }}
        />
        <label className="acc-span-field acc-account-field">
          <span>{w('category')}</span>
          <select
            value={query.category ?? ''}
            onChange={(e) => set({ category: e.target.value || undefined })}
            data-testid="acc-expenses-category"
          >
            <option value="">{w('allCategories')}</option>
            {CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`accounting.expense.categories.${c}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="chip primary" onClick={onNew} data-testid="acc-expenses-new">
          {t('accounting.actions.expense')}
        </button>
      </div>
      <div className="acc-columns acc-expense-sums">
        <div className="card acc-result" data-testid="acc-expenses-total">
          <span>
            {w('total')}
            {x ? <span className="acc-muted"> · {w('count', { count: x.count })}</span> : null}
          </span>
          <strong>{x ? money(x.totalAmount) : ''}</strong>
        </div>
        {x && x.byCategory.length > 0 ? (
          <section className="group" aria-label={w('byCategory')}>
            <div className="group-header">{w('byCategory')}</div>
            <ul className="acc-sums" data-testid="acc-expenses-by-category">
              {x.byCategory.map((c) => (
                <li key={c.category}>
                  <span>{t(`accounting.expense.categories.${c.category}`, { defaultValue: c.category })}</span>
                  <strong>{money(c.amount)}</strong>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
      {x && x.items.length === 0 ? (
        <EmptyState icon="search" title={w('empty')}>
          {w('emptyHelp')}
        </EmptyState>
      ) : (
        <ExpensesTable items={x?.items} onOpenEntry={onOpenEntry} />
      )}
      {expenses.error && x ? (
        <p className="form-error" role="alert">
          {`${w('loadFailed')}: ${expenses.error.message}`}
        </p>
      ) : null}
      {x ? (
        <Pager
          ns="accounting.expenses"
          onlyWhenPaged
          page={x.page}
          pageCount={x.pageCount}
          total={x.count}
          onPage={(page) => setQuery((q) => ({ ...q, page }))}
        />
      ) : null}
    </div>
  );
}
