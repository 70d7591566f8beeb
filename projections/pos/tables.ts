import type { Kysely } from 'kysely';
import type { PaymentMethod, SaleDiscount, SalePayment, SaleLine, SessionFigures } from '../../domain/pos';
import type { TableNames } from '../engine/projection';
import { column, createTable, table, type DatabaseOf, type RowOf } from '../engine/read-model-table';
import { withoutJsonbStatistics } from '../engine/jsonb-columns';

// The point of sale's read model (issue 17), declared once. One row per cash session with its
// running figures (the register's SessionFigures, rewritten by every sale and refund rung), so the X
// report is one row, and the Z report once closed (the figures the close decided, the count and the
// difference); one row per counter sale, the receipt's facts with each line's refunded units and the
// refunds. Money in centavos.

/** A sale's line as sold, with the units refunded so far. */
export type PosSaleLine = SaleLine & { refunded: number };
/** A refund of a sale, as the receipt and the sale's detail show it. */
export interface PosSaleRefund {
  id: string;
  amountCents: number;
  method: PaymentMethod;
  reason: string;
  at: string;
  by: string;
}

export const posSessions = table(
  'pos_sessions',
  {
    id: column.text(),
    register_id: column.text(),
    status: column.text<'open' | 'closed'>(),
    cashier_id: column.text(),
    location: column.text(),
    opening_cash_cents: column.bigint(),
    opened_at: column.timestamptz(),
    closed_at: column.timestamptz().nullable(),
    /** The X report while open, the Z report once closed. */
    figures: column.jsonb<SessionFigures>(),
    counted_cash_cents: column.bigint().nullable(),
    expected_cash_cents: column.bigint().nullable(),
    difference_cents: column.bigint().nullable(),
    /** Counted cash by denomination (centavos of the note or coin → how many), once closed. */
    denominations: column.jsonb<Record<string, number>>().nullable(),
    notes: column.text(),
    /** The register stream's revision last applied to this session: a replay writes nothing. */
    revision: column.bigint(),
    position: column.text(),
  },
  { primaryKey: ['id'], fillFactor: 70 },
);

export const posSales = table(
  'pos_sales',
  {
    id: column.text(),
    number: column.text(),
    session_id: column.text(),
    register_id: column.text(),
    cashier_id: column.text(),
    location: column.text(),
    lines: column.jsonb<PosSaleLine[]>(),
    /** Units sold (the lines' quantities added). */
    items_count: column.integer(),
    subtotal_cents: column.bigint(),
    discount: column.jsonb<SaleDiscount>().nullable(),
    discount_cents: column.bigint(),
    tax_rate_basis_points: column.integer(),
    tax_cents: column.bigint(),
    total_cents: column.bigint(),
    change_cents: column.bigint(),
    payments: column.jsonb<SalePayment[]>(),
    refunds: column.jsonb<PosSaleRefund[]>(),
    refunded_cents: column.bigint(),
    made_at: column.timestamptz(),
    made_offline_at: column.timestamptz().nullable(),
    /** The sale stream's revision last applied. */
    revision: column.bigint(),
    position: column.text(),
  },
  { primaryKey: ['id'] },
);

const DECLARATIONS = [posSessions, posSales] as const;

export type PosDatabase = DatabaseOf<(typeof DECLARATIONS)[number]>;
export type PosSessionRow = RowOf<typeof posSessions>;
export type PosSaleRow = RowOf<typeof posSales>;

export const POS_TABLES = DECLARATIONS.map((d) => d.name);
export type PosTableName = (typeof DECLARATIONS)[number]['name'];

type Tables = TableNames<PosTableName>;

export async function createPosTables(db: Kysely<unknown>, t: Tables): Promise<void> {
  for (const declaration of DECLARATIONS) {
    await createTable(db, declaration, t[declaration.name]);
    await withoutJsonbStatistics(db, declaration, t[declaration.name]);
  }
}

/**
 * The sessions newest first (id: the same on every rebuild), whole or by cashier; a session's sales
 * and every sale by time, newest first.
 */
export async function createPosIndexes(db: Kysely<unknown>, t: Tables): Promise<void> {
  const on = (name: PosTableName, suffix: string) =>
    db.schema.createIndex(`${t[name]}_${suffix}`).ifNotExists().on(t[name]);
  await on('pos_sessions', 'listed').columns(['opened_at desc', 'id']).execute();
  await on('pos_sessions', 'cashier').columns(['cashier_id', 'opened_at desc', 'id']).execute();
  await on('pos_sales', 'session').columns(['session_id', 'made_at desc', 'id']).execute();
  await on('pos_sales', 'made').columns(['made_at desc', 'id']).execute();
}
