import { sql, type Kysely } from 'kysely';
import { int4, int8, textOr } from '../../engine/column-values';
import { jsonRecordset, writtenColumns } from '../../engine/json-recordset';
import type { FoldedAgreement, FoldedAgreementRow, FoldedItemRow } from '../fold';
import {
  consignmentAgreementItems,
  consignmentAgreements,
  type AgreementItemRow,
  type AgreementRow,
  type ConsignmentDatabase,
} from '../tables';

// An agreement's rows loaded for the fold and written back whole. A batch's agreements go in two
// set-based statements: the rows as one JSON parameter unpacked by json_to_recordset (one bind
// and no per-value parameters however many rows a rebuild batch holds), typed by the declaration.

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

export async function writeAgreements(db: Db, records: readonly FoldedAgreement[]): Promise<void> {
  const { columns } = consignmentAgreements;
  const rows = records.map((r) => agreementColumns(r.row));
  await db
    .insertInto('consignment_agreements')
    .columns(writtenColumns(columns))
    .expression((eb) =>
      eb.selectFrom(jsonRecordset(columns, rows)).select(
        // search_text lowered by Postgres, so the search and the stored text agree on every letter.
        writtenColumns(columns).map((c) =>
          c === 'search_text' ? sql<string>`lower(${sql.ref('x.search_text')})`.as(c) : sql.ref(`x.${c}`).as(c),
        ),
      ),
    )
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        status: eb.ref('excluded.status'),
        settled_at: eb.ref('excluded.settled_at'),
        cancelled_at: eb.ref('excluded.cancelled_at'),
        total_value_cents: eb.ref('excluded.total_value_cents'),
        sold_cents: eb.ref('excluded.sold_cents'),
        commission_cents: eb.ref('excluded.commission_cents'),
        net_cents: eb.ref('excluded.net_cents'),
        last_revision: eb.ref('excluded.last_revision'),
        last_position: eb.ref('excluded.last_position'),
        last_at: eb.ref('excluded.last_at'),
      })),
    )
    .execute();
  const items = consignmentAgreementItems.columns;
  const itemRows = records.flatMap((r) => r.items.map(itemColumns));
  await db
    .insertInto('consignment_agreement_items')
    .columns(writtenColumns(items))
    .expression((eb) => eb.selectFrom(jsonRecordset(items, itemRows)).selectAll())
    .onConflict((oc) =>
      oc.columns(['agreement_id', 'product_id']).doUpdateSet((eb) => ({
        sold_quantity: eb.ref('excluded.sold_quantity'),
        returned_quantity: eb.ref('excluded.returned_quantity'),
        gross_cents: eb.ref('excluded.gross_cents'),
        commission_cents: eb.ref('excluded.commission_cents'),
        net_cents: eb.ref('excluded.net_cents'),
      })),
    )
    .execute();
}
