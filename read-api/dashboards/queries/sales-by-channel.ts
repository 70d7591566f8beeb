import { sql, type Kysely } from 'kysely';
import { ACCOUNTS } from '../../../domain/accounting';
import type { Channel, ChannelCents, SalesByChannel } from '../../../domain/reports';
import type { ReadModels } from '../../../projections/read-models';
import { daysOf, type ShopPeriods } from './shop-periods';

// Sales by channel, from the books (ledger_days: accounts × days rows, however many sales): each
// channel has its own sales account, so the figures agree with the income statement to the centavo.
// A sale is its account's credits less its debits (a refund or a reversal debits the account back).
// Days are the books' posted days, which are the shop's days.

export const CHANNEL_ACCOUNTS: Record<Channel, string> = {
  counter: ACCOUNTS.counterSales,
  online: ACCOUNTS.onlineSales,
  invoices: ACCOUNTS.invoicedSales,
  consignment: ACCOUNTS.consignmentSales,
  subscriptions: ACCOUNTS.subscriptionSales,
};

const CODES = Object.values(CHANNEL_ACCOUNTS);
const channelOf = new Map(Object.entries(CHANNEL_ACCOUNTS).map(([c, code]) => [code as string, c as Channel]));
const zero = (): ChannelCents => ({ counter: 0, online: 0, invoices: 0, consignment: 0, subscriptions: 0, total: 0 });

function add(into: ChannelCents, code: string, cents: number) {
  const channel = channelOf.get(code);
  if (!channel) return;
  into[channel] += cents;
  into.total += cents;
}

export async function salesByChannel(db: Kysely<ReadModels>, p: ShopPeriods): Promise<SalesByChannel> {
  // The earliest of the week's Monday, the month's 1st and the chart's first day: one read for all.
  const from = [p.weekStart, p.monthStart, p.seriesStart].sort()[0]!;
  const rows = await db
    .selectFrom('ledger_days')
    .select([
      'account_code',
      sql<string>`to_char(posted_on, 'YYYY-MM-DD')`.as('day'),
      sql<string>`credit_cents - debit_cents`.as('net'),
    ])
    .where('account_code', 'in', CODES)
    .where('posted_on', '>=', sql<Date>`${from}::date`)
    .where('posted_on', '<=', sql<Date>`${p.today}::date`)
    .execute();
  const byDay = new Map(daysOf(p.seriesStart, p.today).map((d) => [d, zero()]));
  const out = { today: zero(), week: zero(), month: zero() };
  for (const r of rows) {
    const cents = Number(r.net);
    if (r.day === p.today) add(out.today, r.account_code, cents);
    if (r.day >= p.weekStart) add(out.week, r.account_code, cents);
    if (r.day >= p.monthStart) add(out.month, r.account_code, cents);
    const day = byDay.get(r.day);
    if (day) add(day, r.account_code, cents);
  }
  return { ...out, series: [...byDay].map(([day, c]) => ({ day, ...c })) };
}
