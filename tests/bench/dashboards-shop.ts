import { sql, type Kysely } from 'kysely';
import type { EventStore } from '../../infra/event-store/port';
import { PROJECTIONS_CHANNEL } from '../../projections/engine/notify';
import { testEvent } from '../support/events';

// The dashboards bench's shop of three years (issue 20): 1,000,000 journal lines' day sums, 3,000
// products, 50,000 deliveries, 5,000 subscriptions, 200 employees, 2,000 users, filled in bulk with
// SQL (each row through its read model's view, every column its table asks for): the dashboards
// only read them.

export const DAYS = 1095;
const PRODUCTS = 3000;
export const DELIVERIES = 50_000;
export const SUBSCRIPTIONS = 5000;
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

export async function fillShop(db: Kysely<unknown>) {
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

/**
 * Every checkpoint at a position of the store, as in a shop whose projections have run (a checkpoint
 * that has applied nothing makes each read ask the table for it again).
 */
export async function standAtHead(db: Kysely<unknown>, store: EventStore) {
  const { position } = await store.appendToStream('bench-dashboards', [testEvent('BenchMarked')], { expected: 'any' });
  await sql`update projection_checkpoints set position = ${position}`.execute(db);
}

/**
 * A change the owner sees, as the ledger's projection commits one: today's counter sales one centavo
 * up, every checkpoint at the new event (the others passed it) and the ledger's notice, in one
 * transaction.
 */
export async function sellOneCentavo(db: Kysely<unknown>, store: EventStore) {
  const { position } = await store.appendToStream('bench-dashboards', [testEvent('BenchSold')], { expected: 'any' });
  await db.transaction().execute(async (trx) => {
    await sql`update ledger_days set credit_cents = credit_cents + 1
               where account_code = '4101' and posted_on = current_date`.execute(trx);
    await sql`update projection_checkpoints set position = ${position}`.execute(trx);
    const notice = { projection: 'ledger', position, changed: [{ entity: 'day', id: '4101' }] };
    await sql`select pg_notify(${PROJECTIONS_CHANNEL}, ${JSON.stringify(notice)})`.execute(trx);
  });
}
