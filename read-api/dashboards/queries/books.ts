import { sql, type Kysely } from 'kysely';
import { ACCOUNTS, CASH_ACCOUNTS, RECEIVABLE_ACCOUNTS, shopPosition } from '../../../domain/accounting';
import type { BookFigures, ChannelCents } from '../../../domain/reports';
import type { ReadModels } from '../../../projections/read-models';
import type { ShopPeriods } from './shop-periods';

// The owner's finance figures, from the books as the accounting screens read them: the month's gross
// margin (its sales less the cost of what was sold, as the accounting dashboard shows it), the cash
// position (till, cards to be settled and bank) and what customers and consignment partners owe,
// both as of today, by the definition accounting's cards use too (domain/accounting/position.ts).
// Only the owner's answer holds them (spec 2.1: the admin sees no finances).

/** Each account's debits less credits (an asset's balance) up to today, and the span's cost of sales. */
async function balances(db: Kysely<ReadModels>, p: ShopPeriods) {
  const rows = await db
    .selectFrom('ledger_days')
    .select([
      'account_code',
      sql<string>`sum(debit_cents - credit_cents)`.as('balance'),
      sql<string>`coalesce(sum(debit_cents - credit_cents) filter (where posted_on >= ${p.monthStart}::date), 0)`.as(
        'month',
      ),
    ])
    .where('account_code', 'in', [...CASH_ACCOUNTS, ...RECEIVABLE_ACCOUNTS, ACCOUNTS.costOfGoodsSold])
    .where('posted_on', '<=', sql<Date>`${p.today}::date`)
    .groupBy('account_code')
    .execute();
  const of = new Map(rows.map((r) => [r.account_code, r]));
  return {
    balance: (code: string) => Number(of.get(code)?.balance ?? 0),
    month: (code: string) => Number(of.get(code)?.month ?? 0),
  };
}

export async function books(db: Kysely<ReadModels>, p: ShopPeriods, monthSales: ChannelCents): Promise<BookFigures> {
  const b = await balances(db, p);
  const costOfSalesCents = b.month(ACCOUNTS.costOfGoodsSold);
  const marginCents = monthSales.total - costOfSalesCents;
  return {
    month: {
      salesCents: monthSales.total,
      costOfSalesCents,
      marginCents,
      marginBasisPoints: monthSales.total > 0 ? Math.round((marginCents / monthSales.total) * 10_000) : null,
    },
    ...shopPosition(b.balance),
  };
}
