import {
  agreementCode,
  type AgreementCreated,
  type AgreementEvent,
  type ReturnLine,
  type SaleLine,
  agreementTotals,
  sumMoney,
} from '../../domain/consignment';
import { timestampOr } from '../engine/column-values';
import type { SequencedEvent } from '../engine/projection';
import type { AgreementItemRow, AgreementRow } from './tables';

// An agreement's rows folded in memory, event by event, then written whole: the rows a batch
// leaves are the same whatever the batch boundaries, and an event at or below the stored
// revision is one already counted (a replay), so it is skipped rather than added again.
// Rows are shaped as the tables' columns, money in centavos as numbers (exact far past any sale).
// Times are made storable here, where the event's metadata is at hand; the other values when the
// rows are written (agreement-rows).

type Money = 'total_value_cents' | 'sold_cents' | 'commission_cents' | 'net_cents';
type Times = 'created_at' | 'first_at' | 'last_at';
type MaybeTimes = 'settled_at' | 'cancelled_at';

/** An agreement's row as the fold holds it (and writes it): times as ISO text, centavos as numbers. */
export type FoldedAgreementRow = Omit<AgreementRow, Money | Times | MaybeTimes> &
  Record<Money, number> &
  Record<Times, string> &
  Record<MaybeTimes, string | null>;

type ItemMoney = 'unit_price_cents' | 'gross_cents' | 'commission_cents' | 'net_cents';
/** An item's row as the fold holds it: centavos as numbers. */
export type FoldedItemRow = Omit<AgreementItemRow, ItemMoney> & Record<ItemMoney, number>;

export interface FoldedAgreement {
  row: FoldedAgreementRow;
  items: FoldedItemRow[];
}

/** The time an event states in its data (never the projection's clock). */
export function timeOf(event: AgreementEvent, fallback: string): string {
  switch (event.type) {
    case 'AgreementCreated':
      return event.data.createdAt;
    case 'ConsignmentSaleRegistered':
      return event.data.soldAt;
    case 'ConsignmentReturnRegistered':
      return event.data.returnedAt;
    case 'AgreementSettled':
      return event.data.settledAt;
    case 'AgreementCancelled':
      return event.data.cancelledAt;
    case 'StatementAcknowledged':
      return event.data.acknowledgedAt;
    case 'DiscrepancyReported':
      return event.data.reportedAt;
    case 'DiscrepancyResolved':
      return event.data.resolvedAt;
    default:
      return fallback;
  }
}

/** Lowered by Postgres on write, so the search and the stored text agree on every letter. */
const searchText = (id: string, d: AgreementCreated['data']) =>
  [agreementCode(id), d.partnerName, ...d.items.flatMap((i) => [i.productName, i.sku])].join('\u0001');

/** The time an event states, as a timestamptz column takes it (else its metadata's, else UNKNOWN_TIME). */
const storableTime = (event: AgreementEvent, e: SequencedEvent) =>
  timestampOr(timeOf(event, ''), e.metadata?.occurredAt);

function created(id: string, e: SequencedEvent, d: AgreementCreated['data'], at: string): FoldedAgreement {
  const items = d.items.map((i, line) => ({
    agreement_id: id,
    product_id: i.productId,
    line_no: line,
    product_name: i.productName,
    sku: i.sku,
    quantity: i.quantity,
    sold_quantity: 0,
    returned_quantity: 0,
    unit_price_cents: i.unitPriceCents,
    commission_tenths: i.commissionTenths,
    location_id: i.locationId,
    gross_cents: 0,
    commission_cents: 0,
    net_cents: 0,
  }));
  const row: FoldedAgreementRow = {
    id,
    code: agreementCode(id),
    partner_id: d.partnerId,
    partner_name: d.partnerName,
    start_date: d.startDate,
    end_date: d.endDate,
    status: 'active',
    notes: d.notes,
    created_at: at,
    settled_at: null,
    cancelled_at: null,
    total_value_cents: 0,
    sold_cents: 0,
    commission_cents: 0,
    net_cents: 0,
    created_ordinal: e.ordinal.toString(),
    first_revision: e.revision.toString(),
    first_position: e.position,
    first_at: at,
    last_revision: '',
    last_position: '',
    last_at: '',
    search_text: searchText(id, d),
  };
  return { row, items };
}

function itemOf(record: FoldedAgreement, productId: string): FoldedItemRow {
  const item = record.items.find((i) => i.product_id === productId);
  if (!item) throw new Error(`agreement ${record.row.id} has no item for product ${productId}`);
  return item;
}

function sell(record: FoldedAgreement, lines: readonly SaleLine[]): void {
  for (const line of lines) {
    const item = itemOf(record, line.productId);
    item.sold_quantity += line.quantity;
    item.gross_cents += line.grossCents;
    item.commission_cents += line.commissionCents;
    item.net_cents += line.netCents;
  }
}

function giveBack(record: FoldedAgreement, lines: readonly ReturnLine[]): void {
  for (const line of lines) itemOf(record, line.productId).returned_quantity += line.quantity;
}

/**
 * The agreement's figures from its items: what was placed at the agreed prices, and the sums of
 * what the sale lines said (never recomputed, see agreement-money) — so card and statement agree.
 */
function total(record: FoldedAgreement): void {
  const items = record.items.map((i) => ({ quantity: i.quantity, unitPriceCents: i.unit_price_cents }));
  const sales = sumMoney(
    record.items.map((i) => ({
      grossCents: i.gross_cents,
      commissionCents: i.commission_cents,
      netCents: i.net_cents,
    })),
  );
  const t = agreementTotals(items, sales);
  record.row.total_value_cents = t.totalValueCents;
  record.row.sold_cents = t.soldValueCents;
  record.row.commission_cents = t.commissionTotalCents;
  record.row.net_cents = t.netValueCents;
}

function change(record: FoldedAgreement, event: AgreementEvent, at: string): void {
  switch (event.type) {
    case 'AgreementCreated':
      throw new Error(`agreement ${record.row.id} created twice`);
    case 'ConsignmentSaleRegistered':
      return sell(record, event.data.lines);
    case 'ConsignmentReturnRegistered':
      return giveBack(record, event.data.lines);
    case 'AgreementSettled':
      giveBack(record, event.data.returnedLines);
      record.row.status = 'settled';
      record.row.settled_at = at;
      return;
    case 'AgreementCancelled':
      giveBack(record, event.data.returnedLines);
      record.row.status = 'cancelled';
      record.row.cancelled_at = at;
      return;
    default:
      // What the partner says back (issue 45) moves no unit or money: its rows are rows/portal.ts's.
      return;
  }
}

/**
 * The record after one event of its stream (`record` undefined before the stream's first). Returns
 * the same record untouched for an event already folded in.
 */
export function foldAgreement(record: FoldedAgreement | undefined, id: string, e: SequencedEvent): FoldedAgreement {
  const event = e as unknown as AgreementEvent;
  if (record && BigInt(record.row.last_revision) >= e.revision) return record;
  const at = storableTime(event, e);
  let next: FoldedAgreement;
  if (!record) {
    if (event.type !== 'AgreementCreated') throw new Error(`${event.type} before AgreementCreated in agreement ${id}`);
    next = created(id, e, event.data, at);
  } else {
    next = { row: { ...record.row }, items: record.items.map((i) => ({ ...i })) };
    change(next, event, at);
  }
  total(next);
  next.row.last_revision = e.revision.toString();
  next.row.last_position = e.position;
  next.row.last_at = at;
  return next;
}
