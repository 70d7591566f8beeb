import { sql, type Kysely } from 'kysely';
import { signToken } from '../../infra/auth/jwt';
import { loadConfig } from '../../infra/config';
import { PostgresEventStore } from '../../infra/event-store/postgres/postgres-event-store';
import { prepareProjections } from '../../projections/registry';
import { buildReadApi } from '../../read-api/app';
import { benchDatabase, fmt, ratio, type Row } from './harness';
import { ms, timeRequests } from './http-load';

// Issue 20's figure: the owner's dashboard (GET /api/dashboards/owner: sales by channel today, this
// week, this month and 30 days by day, the books, stock, today's deliveries, subscriptions, staff)
// over a bench shop of three years — 1,000,000 journal lines' day sums, 3,000 products, 50,000
// deliveries, 5,000 subscriptions, 200 employees, 2,000 users — p95 at 16 concurrent over HTTP,
// beside GET /api/health's p95 in the same run. The read models are filled in bulk with SQL (each
// row through its view, every column its table asks for): the dashboard only reads them.

const LANES = 16;
const DAYS = 1095;
const PRODUCTS = 3000;
const DELIVERIES = 50_000;
const SUBSCRIPTIONS = 5000;
const EMPLOYEES = 200;
const USERS = 2000;
const ACCOUNTS = ['1101', '1102', '1103', '1201', '1202', '1301', '4101', '4102', '4103', '4104', '4105', '5101'];

/** A value for each column the caller does not give, by its type (the figures do not read them). */
function filler(type: string): string {
  if (type === 'jsonb' || type === 'json') return `'[]'::jsonb`;
  if (type.startsWith('_')) return `'{}'`;
  if (type === 'bool') return 'false';
  if (type === 'date') return 'current_date';
  if (type === 'timestamptz' || type === 'timestamp') return 'now()';
  if (type === 'uuid') return 'gen_random_uuid()';
  if (/^(int|numeric|float)/.test(type)) return '0';
  return `'x'`;
}

/** `rows` rows into a read model's view from generate_series(1, rows) as g: `given` are SQL over g. */
async function fill(db: Kysely<unknown>, view: string, rows: number, given: Record<string, string>) {
  const { rows: columns } = await sql<{ column_name: string; udt_name: string }>`
    select c.column_name, c.udt_name from information_schema.columns c
      join information_schema.view_table_usage v on v.table_name = c.table_name and v.view_name = ${view}
     where c.is_generated = 'NEVER' and c.column_default is null order by c.ordinal_position`.execute(db);
  const names = columns.map((c) => c.column_name);
  const values = columns.map((c) => given[c.column_name] ?? filler(c.udt_name));
  await sql
    .raw(`insert into ${view} (${names.join(', ')}) select ${values.join(', ')} from generate_series(1, ${rows}) g`)
    .execute(db);
}

async function fillShop(db: Kysely<unknown>) {
  // Each account's debits and credits on each of three years' days, ending today.
  await sql
    .raw(
      `insert into ledger_days (account_code, posted_on, debit_cents, credit_cents)
       select a, current_date - d, case when a < '4' or a = '5101' then 300000 + d else 1000 end,
              case when a < '4' or a = '5101' then 2000 else 250000 + d end
         from unnest(array['${ACCOUNTS.join("','")}']) a, generate_series(0, ${DAYS - 1}) d`,
    )
    .execute(db);
  await fill(db, 'inventory_products', PRODUCTS, {
    id: `'p-' || g`,
    sku: `'SKU-' || g`,
    name: `'Producto ' || g`,
    price_cents: '10000 + g',
    current_stock: 'g % 40',
    min_stock_level: '5',
    status: `case when g % 10 = 0 then 'inactive' else 'active' end`,
  });
  await fill(db, 'deliveries', DELIVERIES, {
    id: `'d-' || g`,
    status: `(array['PENDING','IN_TRANSIT','DELIVERED','CANCELLED'])[1 + g % 4]`,
    delivery_date: `current_date - (g % ${DAYS})`,
    address: `'{}'::jsonb`,
  });
  await fill(db, 'subscriptions', SUBSCRIPTIONS, {
    id: `'s-' || g`,
    frequency: `(array['weekly','biweekly','monthly'])[1 + g % 3]`,
    price_cents: '45000',
    status: `(array['active','active','paused','cancelled'])[1 + g % 4]`,
    pauses: `'[]'::jsonb`,
    cadence: `'{}'::jsonb`,
    delivery_address: `'{}'::jsonb`,
  });
  await fill(db, 'hr_employees', EMPLOYEES, {
    employee_id: `'e-' || g`,
    name: `'Empleado ' || g`,
    status: `case when g % 20 = 0 then 'terminated' else 'active' end`,
    open_shift_id: `case when g % 3 = 0 then 'shift-' || g end`,
    open_shift_start: `case when g % 3 = 0 then now() - interval '2 hours' end`,
  });
  await fill(db, 'users', USERS, {
    id: `'u-' || g`,
    email: `'u' || g || '@flora.test'`,
    roles: `array[(array['client','cashier','driver','warehouse'])[1 + g % 4]]`,
    status: `'active'`,
  });
  await sql`vacuum analyze`.execute(db);
}

export async function benchDashboards(): Promise<Row[]> {
  const bench = await benchDatabase('dashboards');
  const store = new PostgresEventStore(bench.pool);
  const config = loadConfig({ JWT_SECRET: 'bench-secret' });
  let app: Awaited<ReturnType<typeof buildReadApi>> | undefined;
  try {
    await prepareProjections(bench.db);
    await fillShop(bench.db as unknown as Kysely<unknown>);
    app = await buildReadApi({ db: bench.db, store, pool: bench.pool, config, options: { accounts: 'trust-token' } });
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const token = signToken({ userId: 'u-owner', roles: ['owner'] }, config.jwtSecret);
    const init = { headers: { authorization: `Bearer ${token}` } };
    const health = () => ({ path: '/api/health' });
    const owner = () => ({ path: '/api/dashboards/owner', init });

    const check = (await (await fetch(base + owner().path, init)).json()) as {
      sales: { month: { total: number }; series: unknown[] };
      deliveries: { total: number };
    };
    if (!(check.sales.month.total > 0) || check.sales.series.length !== 30 || !(check.deliveries.total > 0))
      throw new Error(`the owner's dashboard reads an empty shop: ${JSON.stringify(check).slice(0, 300)}`);
    for (const warm of [health, owner]) await timeRequests(base, 200, LANES, warm);
    const floor = await timeRequests(base, 2000, LANES, health);
    const figures = await timeRequests(base, 2000, LANES, owner);
    return [
      {
        figure: `owner dashboard: GET /api/dashboards/owner over ${fmt(DAYS)} days of books, ${fmt(DELIVERIES)} deliveries, ${fmt(SUBSCRIPTIONS)} subscriptions, p95 at ${LANES} concurrent`,
        value: ms(figures.p95),
        reference: `${ms(floor.p95)} p95 GET /api/health, same concurrency`,
        ratio: ratio(figures.p95, floor.p95),
        goal: '<= 100 ms',
      },
    ];
  } finally {
    await app?.close();
    await store.close();
    await bench.drop();
  }
}
