import { sql } from 'kysely';
import type { ExpenseCategory, ExpenseView } from '../../../domain/accounting';
import { toPesos } from '../../../domain/shared/money';
import type { LedgerReadDb } from './ledger';

// The expenses recorded (issue 18) over a span of days, newest first, with their sum and their sums
// by category; each names the journal entry the posting reactor made of it (null until the ledger
// has it), so the list links an expense to its entry and a pending posting shows as pending.

export const EXPENSES_PAGE = 50;

export interface ExpenseFilter {
  from: string;
  to: string;
  category?: ExpenseCategory;
  page: number;
}

const day = (d: string) => sql<Date>`${d}::date`;

export async function expensesPage(db: LedgerReadDb, f: ExpenseFilter) {
  let q = db.selectFrom('expenses as x').where('x.date', '>=', day(f.from)).where('x.date', '<=', day(f.to));
  if (f.category) q = q.where('x.category', '=', f.category);
  const [rows, byCategory] = await Promise.all([
    q
      .select([
        'x.expense_id',
        sql<string>`x.date::text`.as('day'),
        'x.category',
        'x.vendor',
        'x.description',
        'x.amount_cents',
        'x.payment_method',
        'x.attachment_name',
        'x.recorded_at',
        'x.actor_id',
        // The entry posted from the expense's event (once: the reactor's command id is derived from it).
        (eb) =>
          eb
            .selectFrom('journal_entries as e')
            .select('e.entry_id')
            .where('e.source_event_id', '=', eb.ref('x.event_id'))
            .where('e.source_kind', '=', 'event')
            .orderBy('e.ordinal')
            .limit(1)
            .as('entry_id'),
      ])
      .orderBy('x.date', 'desc')
      .orderBy('x.ordinal', 'desc')
      .offset((f.page - 1) * EXPENSES_PAGE)
      .limit(EXPENSES_PAGE)
      .execute(),
    q
      .select((s) => ['x.category', s.fn.sum<string>('x.amount_cents').as('cents'), s.fn.countAll<string>().as('n')])
      .groupBy('x.category')
      .execute(),
  ]);
  const count = byCategory.reduce((n, c) => n + Number(c.n), 0);
  const totalCents = byCategory.reduce((n, c) => n + Number(c.cents), 0);
  const items: ExpenseView[] = rows.map((r) => ({
    expenseId: r.expense_id,
    date: r.day,
    category: r.category,
    vendor: r.vendor,
    description: r.description,
    amount: toPesos(r.amount_cents),
    paymentMethod: r.payment_method,
    attachmentName: r.attachment_name,
    recordedAt: new Date(r.recorded_at).toISOString(),
    actorId: r.actor_id,
    entryId: r.entry_id ?? null,
  }));
  return {
    items,
    count,
    totalAmount: toPesos(totalCents),
    // The largest first; equal sums by name, so the order never depends on the plan Postgres picks.
    byCategory: byCategory
      .map((c) => ({ category: c.category, amount: toPesos(c.cents) }))
      .sort((a, b) => b.amount - a.amount || a.category.localeCompare(b.category)),
    page: f.page,
    pageCount: Math.max(1, Math.ceil(count / EXPENSES_PAGE)),
  };
}
