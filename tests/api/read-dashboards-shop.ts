import type { FastifyInstance } from 'fastify';
import { CommandResults } from '../../application/idempotency';
import { ACCOUNTS, LEDGER_STREAM_PREFIX, type JournalEntryPosted } from '../../domain/accounting';
import { addDays } from '../../domain/shared';
import type { EventStore } from '../../infra/event-store/port';
import { shopClockAt } from '../../domain/delivery';
import { projections } from '../../projections/registry';
import { startReactor } from '../../reactors/engine/start';
import { reactors } from '../../reactors/registry';
import { buildReadApi } from '../../read-api/app';
import { shopTimeZone } from '../../read-api/shared/shop-settings';
import { untilAllEventsVisible } from '../support/events';
import { collectingLog } from './consignment-support';
import { openIdentityApps } from './identity-support';
import { config } from './read-fixtures';
import { catchUp } from '../support/catch-up';

// The demo shop as `npm start` seeds it, through the command-api (every area's demo seed), every
// reactor (stock moves, deliveries, the ledger's postings) and every projection, with a read-api
// that takes the test's tokens at their word. The dashboards read all of it at the real clock, as
// the demo's own sales are dated today. Beside it, the references the test computes on its own: the
// journal's events summed per account and day, the channels' accounts, the shop's periods.

export async function openDashboardShop(prefix: string) {
  const apps = await openIdentityApps(prefix, { seedDemo: true });
  const { database, store, command } = apps;
  const deps = {
    handler: command.commands,
    results: new CommandResults(database.db),
    store,
    db: database.db,
    pool: database.pool,
    log: collectingLog(),
  };
  /** Runs every reactor, then every projection, to the store's head. */
  const settle = async () => {
    for (const reactor of reactors) {
      const runner = startReactor(deps, reactor, { lockRetryMs: 50, retryMs: 50 });
      await untilAllEventsVisible(database.db);
      await runner.caughtUp();
      await runner.stop();
    }
    await catchUp(
      database.db,
      store,
      projections.map((p) => p.name),
      500,
    );
  };
  await settle();
  const read: FastifyInstance = await buildReadApi({
    db: database.db,
    store,
    pool: database.pool,
    config,
    options: { accounts: 'trust-token' },
  });
  const timeZone = await shopTimeZone(store);
  return {
    ...apps,
    read,
    settle,
    /** The shop's today at the moment of asking. */
    today: () => shopClockAt(new Date(), timeZone).today,
    async close() {
      await read.close();
      await apps.close();
    },
  };
}
export type DashboardShop = Awaited<ReturnType<typeof openDashboardShop>>;

/** Each account's credits − debits per day, folded from the ledger's events as the books count them. */
export async function journalByDay(store: Pick<EventStore, 'readAll'>) {
  const all = await store.readAll({ limit: 200_000 });
  const net = new Map<string, number>();
  for (const e of all) {
    if (e.type !== 'JournalEntryPosted' || !e.streamId.startsWith(LEDGER_STREAM_PREFIX)) continue;
    const d = e.data as JournalEntryPosted['data'];
    // A late event's entry counts on the day it was posted, in the open month (the books' rule).
    const day = d.date.startsWith(d.month) ? d.date : d.postedOn;
    for (const l of d.lines) {
      const key = `${l.accountCode}|${day}`;
      net.set(key, (net.get(key) ?? 0) + l.creditCents - l.debitCents);
    }
  }
  return (codes: readonly string[], from: string, to: string) =>
    [...net].reduce((s, [key, cents]) => {
      const [code, day] = key.split('|') as [string, string];
      return codes.includes(code) && day >= from && day <= to ? s + cents : s;
    }, 0);
}

export const CHANNELS = {
  counter: ACCOUNTS.counterSales,
  online: ACCOUNTS.onlineSales,
  invoices: ACCOUNTS.invoicedSales,
  consignment: ACCOUNTS.consignmentSales,
  subscriptions: ACCOUNTS.subscriptionSales,
} as const;

/** The shop's today, this week's Monday and this month's 1st, computed here. */
export function periods(today: string) {
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay() || 7;
  return { today, week: addDays(today, 1 - weekday), month: `${today.slice(0, 8)}01` };
}
