import { sql } from 'kysely';
import { PostgresEventStore } from '../../infra/event-store/postgres/postgres-event-store';
import { prepareProjections, projectionNamed } from '../../projections/registry';
import { rebuildProjection } from '../../projections/engine/rebuild';
import { sumsByAccount, type LedgerReadDb } from '../../read-api/accounting/queries/ledger';
import { benchDatabase, fmt, ratio, type Row } from './harness';
import { ms } from './http-load';

// Issue 18's figures: the ledger read model rebuilt from 500,000 journal entries (2 lines each, so a
// million lines, three years of days over the chart's accounts), beside a plain CREATE TABLE AS SELECT
// of the same events; then the trial balance over those million lines (the sums per account as of the
// last day), p95 of 50, beside the same sums read straight off the lines.

const ENTRIES = Number(process.env.BENCH_LEDGER_ENTRIES ?? 500_000);
const ACCOUNTS = ['1101', '1102', '1103', '1201', '1301', '2101', '4101', '4102', '4103', '5101', '6201', '6299'];

export async function benchAccounting(): Promise<Row[]> {
  const bench = await benchDatabase('accounting');
  const { pool, db } = bench;
  const store = new PostgresEventStore(pool);
  try {
    await prepareProjections(db);
    // The entries as the posting reactor writes them, one stream per month, inserted in bulk.
    await sql`
      insert into events (event_id, stream_id, stream_revision, type, data, metadata)
      select gen_random_uuid(), 'ledger-' || to_char(day, 'YYYY-MM'),
             row_number() over (partition by to_char(day, 'YYYY-MM') order by g) - 1, 'JournalEntryPosted',
             jsonb_build_object('entryId', 'e-' || g, 'month', to_char(day, 'YYYY-MM'), 'date', day::text,
               'postedOn', day::text, 'description', 'Venta de mostrador',
               'lines', jsonb_build_array(
                 jsonb_build_object('accountCode', (${sql.val(ACCOUNTS)}::text[])[1 + g % 6], 'debitCents', 1000 + g % 500, 'creditCents', 0),
                 jsonb_build_object('accountCode', (${sql.val(ACCOUNTS)}::text[])[7 + g % 6], 'debitCents', 0, 'creditCents', 1000 + g % 500)),
               'source', jsonb_build_object('kind', 'event', 'eventId', gen_random_uuid()::text, 'type', 'CounterSaleMade')),
             jsonb_build_object('commandId', gen_random_uuid()::text, 'occurredAt', day::text || 'T15:00:00Z',
               'actor', jsonb_build_object('userId', 'bench', 'roles', jsonb_build_array('accounting')))
        from (select g, date '2024-01-01' + (g % 1095) as day from generate_series(1, ${ENTRIES}) g) s`.execute(db);
    let started = performance.now();
    await sql`create table copy_reference as select * from events where stream_id like 'ledger-%'`.execute(db);
    const copyRate = ENTRIES / ((performance.now() - started) / 1000);
    await sql`drop table copy_reference`.execute(db);

    started = performance.now();
    await rebuildProjection({ pool, db, store }, projectionNamed('ledger')!);
    const rebuildRate = ENTRIES / ((performance.now() - started) / 1000);
    const lines = Number((await sql<{ n: string }>`select count(*) as n from journal_lines`.execute(db)).rows[0]!.n);
    if (lines !== ENTRIES * 2) throw new Error(`the ledger holds ${lines} lines, expected ${ENTRIES * 2}`);
    await sql`vacuum analyze`.execute(db);

    const span = { to: '2026-12-31' };
    const sums = await sumsByAccount(db as unknown as LedgerReadDb, span);
    const debits = sums.reduce((s, a) => s + a.debitCents, 0);
    if (debits !== sums.reduce((s, a) => s + a.creditCents, 0)) throw new Error('the trial balance does not balance');
    const p95 = async (run: () => Promise<unknown>) => {
      for (let i = 0; i < 3; i++) await run();
      const times: number[] = [];
      for (let i = 0; i < 50; i++) {
        const t = performance.now();
        await run();
        times.push(performance.now() - t);
      }
      return times.sort((a, b) => a - b)[Math.ceil(times.length * 0.95) - 1]!;
    };
    const fromDays = await p95(() => sumsByAccount(db as unknown as LedgerReadDb, span));
    const fromLines = await p95(() =>
      sql`select account_code, sum(debit_cents), sum(credit_cents) from journal_lines
            where posted_on <= ${span.to}::date group by account_code`.execute(db),
    );
    return [
      {
        figure: `ledger rebuild, ${fmt(ENTRIES)} journal entries (${fmt(lines)} lines), events/s`,
        value: fmt(rebuildRate),
        reference: `${fmt(copyRate)} rows/s plain SQL copy of its events (CREATE TABLE AS SELECT)`,
        ratio: ratio(rebuildRate, copyRate),
        goal: '>= 30,000 events/s',
      },
      {
        figure: `trial balance over ${fmt(lines)} journal lines (sums per account as of a day), p95 of 50`,
        value: ms(fromDays),
        reference: `${ms(fromLines)} p95, the same sums read straight off the lines`,
        ratio: ratio(fromDays, fromLines),
        goal: '<= 200 ms',
      },
    ];
  } finally {
    await store.close();
    await bench.drop();
  }
}
