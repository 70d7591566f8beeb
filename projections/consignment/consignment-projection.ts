import { sql, type Kysely } from 'kysely';
import {
  AGREEMENT_EVENT_TYPES,
  agreementIdOfStream,
  PARTNER_EVENT_TYPES,
  partnerIdOfStream,
} from '../../domain/consignment';
import { int4, int8, textOr } from '../column-values';
import type { Changed, Projection, SequencedEvent, TableNames } from '../projection';
import { foldAgreement, type AgreementRecord, type AgreementRow, type ItemRow } from './agreement-fold';
import { partnerStatement } from './partner-statements';
import { createConsignmentIndexes, createConsignmentTables } from './schema';
import { CONSIGNMENT_TABLES, type ConsignmentTableName } from './tables';

// Partners and agreements in one read model, so a screen that joins them (an agreement's partner,
// a partner's agreement counts) reads both at one position. Partners are written event by event;
// a batch's agreements are loaded, folded in memory (agreement-fold) and written back whole by two
// set-based statements. Every value comes from the events: a rebuild writes the same rows.

type Tables = TableNames<ConsignmentTableName>;

async function applyPartners(trx: Kysely<any>, events: readonly SequencedEvent[], t: Tables): Promise<Changed[]> {
  const changed = new Set<string>();
  for (const e of events) {
    const id = partnerIdOfStream(e.streamId);
    const statement = id ? partnerStatement(t.consignment_partners, id, e) : undefined;
    if (!id || !statement) continue;
    await statement.execute(trx);
    changed.add(id);
  }
  return [...changed].map((id) => ({ entity: 'partner', id }));
}

type Stored = Record<string, unknown>;
const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : (v as string));
const isoOrNull = (v: unknown) => (v === null ? null : iso(v));

/** A stored row as the fold holds it: times as ISO text, money (bigint strings) as numbers. */
function storedAgreement(r: Stored): AgreementRow {
  return {
    ...(r as unknown as AgreementRow),
    created_at: iso(r.created_at),
    settled_at: isoOrNull(r.settled_at),
    cancelled_at: isoOrNull(r.cancelled_at),
    first_at: iso(r.first_at),
    last_at: iso(r.last_at),
    total_value_cents: Number(r.total_value_cents),
    sold_cents: Number(r.sold_cents),
    commission_cents: Number(r.commission_cents),
    net_cents: Number(r.net_cents),
  };
}

function storedItem(r: Stored): ItemRow {
  return {
    ...(r as unknown as ItemRow),
    unit_price_cents: Number(r.unit_price_cents),
    gross_cents: Number(r.gross_cents),
    commission_cents: Number(r.commission_cents),
    net_cents: Number(r.net_cents),
  };
}

/** The stored rows of these agreements, as the fold works on them. */
async function loadAgreements(trx: Kysely<any>, ids: string[], t: Tables): Promise<Map<string, AgreementRecord>> {
  const { rows } = await sql<Stored>`
    select * from ${sql.table(t.consignment_agreements)} where id = any(${ids}::text[])`.execute(trx);
  const records = new Map(rows.map((r) => [r.id as string, { row: storedAgreement(r), items: [] as ItemRow[] }]));
  const { rows: items } = await sql<Stored>`
    select * from ${sql.table(t.consignment_agreement_items)} where agreement_id = any(${ids}::text[]) order by line_no`.execute(
    trx,
  );
  for (const i of items) records.get(i.agreement_id as string)?.items.push(storedItem(i));
  return records;
}

/**
 * A folded row as its columns take it (column-values): text made storable, quantities and sums
 * held within integer and bigint. Only a row folded from values the command side bounds today,
 * but did not always, is changed by this.
 */
const agreementColumns = (r: AgreementRow): AgreementRow => ({
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

const itemColumns = (i: ItemRow): ItemRow => ({
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

async function writeAgreements(trx: Kysely<any>, records: AgreementRecord[], t: Tables): Promise<void> {
  await sql`
    insert into ${sql.table(t.consignment_agreements)}
    select id, code, partner_id, partner_name, start_date, end_date, status, notes, created_at, settled_at, cancelled_at,
      total_value_cents, sold_cents, commission_cents, net_cents, created_ordinal, first_revision, first_position, first_at,
      last_revision, last_position, last_at, lower(search_text)
    from json_to_recordset(${JSON.stringify(records.map((r) => agreementColumns(r.row)))}::json) as x(id text, code text, partner_id text,
      partner_name text, start_date text, end_date text, status text, notes text, created_at timestamptz,
      settled_at timestamptz, cancelled_at timestamptz, total_value_cents bigint, sold_cents bigint,
      commission_cents bigint, net_cents bigint, created_ordinal bigint, first_revision bigint, first_position text, first_at timestamptz,
      last_revision bigint, last_position text, last_at timestamptz, search_text text)
    on conflict (id) do update set status = excluded.status, settled_at = excluded.settled_at,
      cancelled_at = excluded.cancelled_at, total_value_cents = excluded.total_value_cents,
      sold_cents = excluded.sold_cents, commission_cents = excluded.commission_cents, net_cents = excluded.net_cents,
      last_revision = excluded.last_revision, last_position = excluded.last_position, last_at = excluded.last_at`.execute(
    trx,
  );
  await sql`
    insert into ${sql.table(t.consignment_agreement_items)}
    select * from json_to_recordset(${JSON.stringify(records.flatMap((r) => r.items.map(itemColumns)))}::json) as x(agreement_id text,
      product_id text, line_no integer, product_name text, sku text, quantity integer, sold_quantity integer,
      returned_quantity integer, unit_price_cents bigint, commission_tenths integer, location_id text,
      gross_cents bigint, commission_cents bigint, net_cents bigint)
    on conflict (agreement_id, product_id) do update set sold_quantity = excluded.sold_quantity,
      returned_quantity = excluded.returned_quantity, gross_cents = excluded.gross_cents,
      commission_cents = excluded.commission_cents, net_cents = excluded.net_cents`.execute(trx);
}

async function applyAgreements(trx: Kysely<any>, events: readonly SequencedEvent[], t: Tables): Promise<Changed[]> {
  const mine = events.flatMap((e) => {
    const id = agreementIdOfStream(e.streamId);
    return id ? [{ id, e }] : [];
  });
  if (mine.length === 0) return [];
  const ids = [...new Set(mine.map((m) => m.id))];
  const stored = await loadAgreements(trx, ids, t);
  const folded = new Map<string, AgreementRecord>();
  for (const { id, e } of mine) folded.set(id, foldAgreement(folded.get(id) ?? stored.get(id), id, e));
  await writeAgreements(trx, [...folded.values()], t);
  return ids.map((id) => ({ entity: 'agreement', id }));
}

async function apply(trx: Kysely<any>, events: readonly SequencedEvent[], t: Tables): Promise<Changed[]> {
  return [...(await applyPartners(trx, events, t)), ...(await applyAgreements(trx, events, t))];
}

export const consignmentProjection: Projection<ConsignmentTableName> = {
  name: 'consignment',
  version: 1,
  handles: [...PARTNER_EVENT_TYPES, ...AGREEMENT_EVENT_TYPES],
  tables: CONSIGNMENT_TABLES,
  createTables: createConsignmentTables,
  createIndexes: createConsignmentIndexes,
  apply,
  rewritesRows: true,
};
