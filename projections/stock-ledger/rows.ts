import { CONSIGNED, productIdOfStream, type StockMoved } from '../../domain/inventory';
import { jsonField, scalarField } from '../engine/copy-text';
import { metadataOf } from '../engine/event-metadata';
import { indexedText, int4, int8, text, textOr, timestampOr } from '../engine/column-values';
import type { SequencedEvent } from '../engine/projection';
import type { stockBalances, stockMovements } from './tables';

// The ledger's rows, made once for both write paths (JSON for `apply`, COPY text for a rebuild),
// so the two cannot drift apart. Each Record of formatters names every column the table declares.
// Values go through column-values: a quantity past `integer`, a time Postgres refuses or metadata
// of any shape is held at what the column takes instead of stopping the projection.

/** The time of a movement as the columns take it: its own, else its metadata's. */
const movedAt = (e: SequencedEvent) => timestampOr((e as unknown as StockMoved).data.movedAt, e.metadata?.occurredAt);

type Line<C> = { [K in keyof C]: unknown };
export type MovementLine = Line<typeof stockMovements.columns>;
export type BalanceLine = Line<typeof stockBalances.columns>;

export function movementRow(e: SequencedEvent, productId: string): MovementLine {
  const d = (e as unknown as StockMoved).data;
  const m = metadataOf(e);
  return {
    ordinal: e.ordinal.toString(),
    event_id: e.eventId,
    movement_id: textOr(d.movementId),
    product_id: productId,
    type: indexedText(d.type) ?? '',
    quantity: int4(d.quantity) ?? 0,
    location_id: textOr(d.locationId),
    target_location_id: text(d.targetLocationId),
    reference_type: text(d.reference?.type),
    reference_id: text(d.reference?.id),
    notes: textOr(d.notes),
    counted_quantity: int4(d.countedQuantity),
    effects: d.effects,
    net_change:
      int4(d.effects.reduce((sum, f) => (f.locationId === CONSIGNED ? sum : sum + (int4(f.delta) ?? 0)), 0)) ?? 0,
    lots: d.lots ?? null,
    cause: text(d.cause),
    cost_cents: int8(d.costCents),
    actor_id: text(m.actor?.userId),
    source_app: text(m.source?.app),
    device_id: text(m.source?.deviceId),
    occurred_at: movedAt(e),
  };
}
export function balanceRows(e: SequencedEvent, productId: string): BalanceLine[] {
  const d = (e as unknown as StockMoved).data;
  const at = movedAt(e);
  return d.effects.map((f) => ({
    product_id: productId,
    location_id: indexedText(f.locationId) ?? '',
    at,
    ordinal: e.ordinal.toString(),
    delta: int4(f.delta) ?? 0,
    balance_after: int4(f.balanceAfter) ?? 0,
  }));
}
export const MOVEMENT_COPY: Record<keyof MovementLine, (value: unknown) => string> = {
  ordinal: scalarField,
  event_id: scalarField,
  movement_id: scalarField,
  product_id: scalarField,
  type: scalarField,
  quantity: scalarField,
  location_id: scalarField,
  target_location_id: scalarField,
  reference_type: scalarField,
  reference_id: scalarField,
  notes: scalarField,
  counted_quantity: scalarField,
  effects: jsonField,
  net_change: scalarField,
  lots: jsonField,
  cause: scalarField,
  cost_cents: scalarField,
  actor_id: scalarField,
  source_app: scalarField,
  device_id: scalarField,
  occurred_at: scalarField,
};

export const BALANCE_COPY: Record<keyof BalanceLine, (value: unknown) => string> = {
  product_id: scalarField,
  location_id: scalarField,
  at: scalarField,
  ordinal: scalarField,
  delta: scalarField,
  balance_after: scalarField,
};

/** The ledger's movements of a batch with the product each belongs to (other streams are skipped). */
export function ledgerLines(events: readonly SequencedEvent[]): { event: SequencedEvent; productId: string }[] {
  const lines: { event: SequencedEvent; productId: string }[] = [];
  for (const event of events) {
    const productId = indexedText(productIdOfStream(event.streamId));
    if (productId && event.type === 'StockMoved') lines.push({ event, productId });
  }
  return lines;
}
