import { sql } from 'kysely';
import { ORDER_PAGE_SIZE, type OrderListItem, type OrderStatus, type OrderView } from '../../domain/orders';
import { toListItem, toOrderView, type DetailRow, type OrdersReadDb } from './to-response';

// The order reads: a page of the list (a customer's own, or every order for the staff), and one
// order whole. Scope, filter, order and page are SQL, each served by one index of the read model.

export interface OrderListFilter {
  /** Only this customer's orders; undefined: every order (the staff). */
  customerId?: string;
  status: OrderStatus | 'all';
}

/** The delivery day as text (a pg date would come back as a Date at local midnight). */
const withDay = sql<string>`to_char(o.delivery_date, 'YYYY-MM-DD')`.as('day');

function filtered(db: OrdersReadDb, f: OrderListFilter) {
  let q = db.selectFrom('orders as o');
  if (f.customerId !== undefined) q = q.where('o.customer_id', '=', f.customerId);
  if (f.status !== 'all') q = q.where('o.status', '=', f.status);
  return q;
}

/** The list's columns of the orders `f` scopes (the offline copy's feed, read-api/sync, reads them too). */
export function listedOrders(db: OrdersReadDb, f: OrderListFilter) {
  return filtered(db, f).select([
    'o.id',
    'o.order_number',
    'o.tracking_code',
    'o.status',
    'o.total_cents',
    'o.items_count',
    'o.zone_name',
    'o.placed_at',
    'o.recipient_name',
    'o.paid',
    withDay,
  ]);
}

/** Newest placed first, then by id: the same order on every rebuild, so no order shows on two pages. */
export async function listOrders(db: OrdersReadDb, f: OrderListFilter, page: number) {
  const [rows, counted] = await Promise.all([
    listedOrders(db, f)
      .orderBy('o.placed_at', 'desc')
      .orderBy('o.id')
      .limit(ORDER_PAGE_SIZE)
      .offset((page - 1) * ORDER_PAGE_SIZE)
      .execute(),
    filtered(db, f)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const items: OrderListItem[] = rows.map(toListItem);
  return { items, total: Number(counted.n) };
}

/** The order with its delivery's pick-up (issue 43: the order sheet shows it with its time, as tracking does). */
export async function orderRow(db: OrdersReadDb, id: string): Promise<DetailRow | undefined> {
  return db
    .selectFrom('orders as o')
    .leftJoin('deliveries as d', (join) => join.onRef('d.source_id', '=', 'o.id').on('d.source_type', '=', 'order'))
    .selectAll('o')
    .select([withDay, 'd.picked_up_at', 'd.id as delivery_id'])
    .where('o.id', '=', id)
    .orderBy('d.id')
    .executeTakeFirst();
}

/** The names the users model knows for the ids that acted on an order (an id it lacks stays unnamed). */
async function actorNames(db: OrdersReadDb, row: DetailRow): Promise<Map<string, string>> {
  const ids = [...new Set(row.history.flatMap((h) => (typeof h.by === 'string' ? [h.by] : [])))];
  if (ids.length === 0) return new Map();
  const users = await db.selectFrom('users').select(['id', 'name']).where('id', 'in', ids).execute();
  return new Map(users.map((u) => [u.id, u.name]));
}

/**
 * One order whole, if `customerId` (a customer's own reading) is its customer or is undefined (the
 * staff, who also see who did each step). Another customer's order answers as an unknown one does.
 */
export async function orderDetail(
  db: OrdersReadDb,
  id: string,
  customerId: string | undefined,
): Promise<OrderView | undefined> {
  const row = await orderRow(db, id);
  if (!row || (customerId !== undefined && row.customer_id !== customerId)) return undefined;
  return customerId === undefined ? toOrderView(row, await actorNames(db, row)) : toOrderView(row);
}
