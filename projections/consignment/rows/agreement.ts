import { sql, type Kysely } from 'kysely';
import { int4, int8, textOr } from '../../engine/column-values';
import { writtenColumns } from '../../engine/json-recordset';
import { unnestRows, updateByShape } from '../../engine/page-rows';
import type { FoldedAgreement, FoldedAgreementRow, FoldedItemRow } from '../fold';
import {
  consignmentAgreementItems,
  consignmentAgreements,
  type AgreementItemRow,
  type AgreementRow,
  type ConsignmentDatabase,
} from '../tables';

// An agreement's rows loaded for the fold and written back whole. A batch's agreements go in two
// set-based statements: the rows as one array per column unpacked by unnest (a few binds however
// many rows a rebuild batch holds), typed by the declaration.

type Db = Kysely<ConsignmentDatabase>;

const iso = (d: Date) => d.toISOString();

/** A stored row as the fold holds it: times as ISO text, money (bigint strings) as numbers. */
const foldedAgreement = (r: AgreementRow): FoldedAgreementRow => ({
  ...r,
  created_at: iso(r.created_at),
  settled_at: r.settled_at && iso(r.settled_at),
  cancelled_at: r.cancelled_at && iso(r.cancelled_at),
  first_at: iso(r.first_at),
  last_at: iso(r.last_at),
  total_value_cents: Number(r.total_value_cents),
  sold_cents: Number(r.sold_cents),
  commission_cents: Number(r.commission_cents),
  net_cents: Number(r.net_cents),
});

const foldedItem = (r: AgreementItemRow): FoldedItemRow => ({
  ...r,
  unit_price_cents: Number(r.unit_price_cents),
  gross_cents: Number(r.gross_cents),
  commission_cents: Number(r.commission_cents),
  net_cents: Number(r.net_cents),
});

/** The stored rows of these agreements, as the fold works on them. */
export async function loadAgreements(db: Db, ids: string[]): Promise<Map<string, FoldedAgreement>> {
  if (ids.length === 0) return new Map();
  const [rows, items] = await Promise.all([
    db
      .selectFrom('consignment_agreements')
      .selectAll()
      .where('id', '=', sql<string>`any(${ids}::text[])`)
      .execute(),
    db
      .selectFrom('consignment_agreement_items')
      .selectAll()
      .where('agreement_id', '=', sql<string>`any(${ids}::text[])`)
      .orderBy('line_no')
      .execute(),
  ]);
  const records = new Map(rows.map((r) => [r.id, { row: foldedAgreement(r), items: [] as FoldedItemRow[] }]));
  for (const i of items) records.get(i.agreement_id)?.items.push(foldedItem(i));
  return records;
}

/**
 * A folded row as its columns take it (column-values): text made storable, quantities and sums
 * held within integer and bigint. Only a row folded from values the command side bounds today,
 * but did not always, is changed by this.
 */
const agreementColumns = (r: FoldedAgreementRow): FoldedAgreementRow => ({
  ...r,
  code: textOr(r.code),
  partner_id: textOr(r.partner_id),
  partner_name: textOr(r.partner_name),
  start_date: textOr(r.start_date),
  end_date: textOr(r.end_date),
  notes: textOr(r.notes),
  search_text: textOr(r.search_text),
  total_value_cents: int8(r.total_value_cents) ?? 0,
  sold_cents: int8(r.sold_cents) ?? 0,
  commission_cents: int8(r.commission_cents) ?? 0,
  net_cents: int8(r.net_cents) ?? 0,
});

const itemColumns = (i: FoldedItemRow): FoldedItemRow => ({
  ...i,
  product_id: textOr(i.product_id),
  product_name: textOr(i.product_name),
  sku: textOr(i.sku),
  location_id: textOr(i.location_id),
  quantity: int4(i.quantity) ?? 0,
  sold_quantity: int4(i.sold_quantity) ?? 0,
  returned_quantity: int4(i.returned_quantity) ?? 0,
  commission_tenths: int4(i.commission_tenths) ?? 0,
  unit_price_cents: int8(i.unit_price_cents) ?? 0,
  gross_cents: int8(i.gross_cents) ?? 0,
  commission_cents: int8(i.commission_cents) ?? 0,
  net_cents: int8(i.net_cents) ?? 0,
});

/** What a batch changes of an agreement already stored: its state and figures, and its items' sums. */
const CHANGING = [
  'id',
  'status',
  'settled_at',
  'cancelled_at',
  'total_value_cents',
  'sold_cents',
  'commission_cents',
  'net_cents',
  'last_revision',
  'last_position',
  'last_at',
] as const;
const ITEM_CHANGING = [
  'agreement_id',
  'product_id',
  'sold_quantity',
  'returned_quantity',
  'gross_cents',
  'commission_cents',
  'net_cents',
] as const;

const pick = <R extends object, K extends keyof R>(row: R, keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, row[k]])) as Pick<R, K>;

/** Agreements new to the read model, with their items: plain inserts (the batch loaded every stored one). */
async function insertAgreements(db: Db, records: readonly FoldedAgreement[]): Promise<void> {
  if (records.length === 0) return;
  const { columns } = consignmentAgreements;
  const names = writtenColumns(columns);
  await db
    .insertInto('consignment_agreements')
    .columns(names)
    .expression((eb) =>
      eb
        .selectFrom(
          unnestRows(
            columns,
            records.map((r) => agreementColumns(r.row)),
          ),
        )
        .select(
          // search_text lowered by Postgres, so the search and the stored text agree on every letter.
          names.map((c) =>
            c === 'search_text' ? sql<string>`lower(${sql.ref('x.search_text')})`.as(c) : sql.ref(`x.${c}`).as(c),
          ),
        ),
    )
    .execute();
  const items = consignmentAgreementItems.columns;
  await db
    .insertInto('consignment_agreement_items')
    .columns(writtenColumns(items))
    .expression((eb) =>
      eb
        .selectFrom(
          unnestRows(
            items,
            records.flatMap((r) => r.items.map(itemColumns)),
          ),
        )
        .selectAll(),
    )
    .execute();
}

/** Stored agreements the batch moved on: one update of their rows, one of their items. */
async function updateAgreements(db: Db, records: readonly FoldedAgreement[]): Promise<void> {
  if (records.length === 0) return;
  const rows = records.map((r) => pick(agreementColumns(r.row), CHANGING));
  await updateByShape(db, 'consignment_agreements', consignmentAgreements.columns, rows, { key: 'id' });
  const items = records.flatMap((r) => r.items.map((i) => pick(itemColumns(i), ITEM_CHANGING)));
  await updateByShape(db, 'consignment_agreement_items', consignmentAgreementItems.columns, items, {
    key: ['agreement_id', 'product_id'],
  });
}

/**
 * Writes a batch's folded agreements: `created` are new to the read model, `continued` were loaded
 * from it. Knowing which is which (every agreement the batch names was loaded, in its transaction)
 * spares the upsert's conflict check on every row: a rebuild's agreements are nearly all new.
 */
export async function writeAgreements(
  db: Db,
  created: readonly FoldedAgreement[],
  continued: readonly FoldedAgreement[],
): Promise<void> {
  await insertAgreements(db, created);
  await updateAgreements(db, continued);
}
