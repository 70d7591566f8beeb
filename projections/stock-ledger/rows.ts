import { CONSIGNED, productIdOfStream, type StockMoved } from '../../domain/inventory/events';
import { jsonField, scalarField } from '../audit/copy-text';
import type { SequencedEvent } from '../projection';

// The ledger's rows, made once for both write paths (JSON for `apply`, COPY text for a rebuild),
// so the two cannot drift apart. Each Record of formatters names every column of its row type.

export function movementRow(e: SequencedEvent, productId: string) {
  const d = (e as unknown as StockMoved).data;
  const m = e.metadata ?? ({} as Partial<SequencedEvent['metadata']>);
  return {
    ordinal: e.ordinal.toString(),
    event_id: e.eventId,
    movement_id: d.movementId,
    product_id: productId,
    type: d.type,
    quantity: d.quantity,
    location_id: d.locationId,
    target_location_id: d.targetLocationId ?? null,
    reference_type: d.reference?.type ?? null,
    reference_id: d.reference?.id ?? null,
    notes: d.notes ?? '',
    counted_quantity: d.countedQuantity ?? null,
    effects: d.effects,
    net_change: d.effects.reduce((sum, f) => (f.locationId === CONSIGNED ? sum : sum + f.delta), 0),
    actor_id: m.actor?.userId ?? null,
    source_app: m.source?.app ?? null,
    device_id: m.source?.deviceId ?? null,
    occurred_at: d.movedAt,
  };
}
export type MovementRow = ReturnType<typeof movementRow>;

export function balanceRows(e: SequencedEvent, productId: string) {
  const d = (e as unknown as StockMoved).data;
  return d.effects.map((f) => ({
    product_id: productId,
    location_id: f.locationId,
    at: d.movedAt,
    ordinal: e.ordinal.toString(),
    delta: f.delta,
    balance_after: f.balanceAfter,
  }));
}
export type BalanceRow = ReturnType<typeof balanceRows>[number];

export const MOVEMENT_COPY: Record<keyof MovementRow, (value: unknown) => string> = {
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
  actor_id: scalarField,
  source_app: scalarField,
  device_id: scalarField,
  occurred_at: scalarField,
};

export const BALANCE_COPY: Record<keyof BalanceRow, (value: unknown) => string> = {
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
    const productId = productIdOfStream(event.streamId);
    if (productId && event.type === 'StockMoved') lines.push({ event, productId });
  }
  return lines;
}

/** COPY text lines for rows, columns in the formatters' order. */
export function copyText<R extends Record<string, unknown>>(rows: readonly R[], fields: Record<keyof R, (v: unknown) => string>): string {
  const columns = Object.keys(fields) as (keyof R)[];
  return `${rows.map((row) => columns.map((c) => fields[c](row[c])).join('\t')).join('\n')}\n`;
}
