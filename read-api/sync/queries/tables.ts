import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { SyncTable } from '../../../domain/sync/changes';
import type { Principal } from '../../../infra/auth/jwt';
import type { Access } from '../../../infra/http/auth';
import type { ReadModels } from '../../../projections/read-models';
import { CONSIGNMENT_READ, itemsOf, partners, toAgreementView, toPartnerView } from '../../consignment';
import {
  DELIVERIES,
  listedDeliveries,
  ownDeliveries,
  toDeliveryView,
  type DeliveryListRow,
  type LateClock,
} from '../../delivery';
import { INVENTORY_READ, toProductView } from '../../inventory';
import { listedOrders, ORDERS, ownCustomer, toListItem } from '../../orders';

// Each table of the offline copy as its own list route answers one item, read by id: a page of ids
// after a key (the snapshot) or the ids some events named (the changes). Who may read a table, and
// how much of it (a customer's own orders, a driver's own deliveries), is the list route's rule.

type Db = Kysely<ReadModels>;
export type SyncRow = Record<string, unknown>;

/** Who reads, and what their answer leaves out. */
export interface SyncScope {
  principal: Principal;
  /** images=false: products without their images. */
  images: boolean;
  /** The deliveries' `late` is judged against it (read once, only when deliveries are read). */
  clock: () => Promise<LateClock>;
}

/** Ids after `after` in id order (at most `limit`), or exactly `ids`. */
export type Keys = { after: string | null; limit: number; ids?: never } | { ids: readonly string[] };

export interface SyncTableReader {
  /** The projection its rows come from (projection_checkpoints). */
  projection: string;
  /** What its own list route needs. */
  access: Exclude<Access, 'public' | 'authenticated' | 'any-account'>;
  read(db: Db, scope: SyncScope, keys: Keys): Promise<{ id: string; row: SyncRow }[]>;
}

const asRow = (view: object) => view as SyncRow;

/** The keys as a `where` (and order and limit) on the id column, for every table alike. */
const keyedBy =
  (column: string, keys: Keys) =>
  <DB, TB extends keyof DB, O>(q: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O> => {
    const id = sql.ref(column);
    if (keys.ids) return q.where(sql<boolean>`${id} in (${sql.join(keys.ids)})`);
    const after = keys.after === null ? q : q.where(sql<boolean>`${id} > ${keys.after}`);
    return after.orderBy(id).limit(keys.limit);
  };

const none = (keys: Keys) => keys.ids !== undefined && keys.ids.length === 0;

export const SYNC_TABLE_READERS: Readonly<Record<SyncTable, SyncTableReader>> = {
  inventory: {
    projection: 'inventory',
    access: INVENTORY_READ,
    async read(db, scope, keys) {
      if (none(keys)) return [];
      const rows = await db.selectFrom('inventory_products').selectAll().$call(keyedBy('id', keys)).execute();
      return rows.map((r) => {
        const view = toProductView(r);
        return { id: r.id, row: asRow(scope.images ? view : { ...view, images: [] }) };
      });
    },
  },
  consignments: {
    projection: 'consignment',
    access: CONSIGNMENT_READ,
    async read(db, _scope, keys) {
      if (none(keys)) return [];
      const agreements = db
        .selectFrom('consignment_agreements as a')
        .leftJoin('consignment_partners as p', 'p.id', 'a.partner_id')
        .selectAll('a')
        .select(['p.business_name', 'p.trade_name']);
      const rows = await agreements.$call(keyedBy('a.id', keys)).execute();
      const items = await itemsOf(
        db,
        rows.map((r) => r.id),
      );
      return rows.map((r) => ({ id: r.id, row: asRow(toAgreementView(r, items.get(r.id) ?? [])) }));
    },
  },
  partners: {
    projection: 'consignment',
    access: CONSIGNMENT_READ,
    async read(db, _scope, keys) {
      if (none(keys)) return [];
      const rows = await partners(db).$call(keyedBy('p.id', keys)).execute();
      return rows.map((r) => ({ id: r.id, row: asRow(toPartnerView(r)) }));
    },
  },
  orders: {
    projection: 'orders',
    access: ORDERS,
    async read(db, scope, keys) {
      if (none(keys)) return [];
      const scoped = listedOrders(db, { customerId: ownCustomer(scope.principal), status: 'all' });
      const rows = await scoped.$call(keyedBy('o.id', keys)).execute();
      return rows.map((r) => ({ id: r.id, row: asRow(toListItem(r)) }));
    },
  },
  deliveries: {
    projection: 'deliveries',
    access: DELIVERIES,
    async read(db, scope, keys) {
      if (none(keys)) return [];
      const scoped = listedDeliveries(db, { driverId: ownDeliveries(scope.principal) }, await scope.clock());
      const rows = (await scoped.$call(keyedBy('d.id', keys)).execute()) as DeliveryListRow[];
      return rows.map((r) => ({ id: r.id, row: asRow(toDeliveryView(r)) }));
    },
  },
};
