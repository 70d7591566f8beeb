import {
  lotEffectsOf,
  productIdOfStream,
  type LotReceived,
  type ProductEvent,
  type StockMoved,
} from '../../domain/inventory';
import { date, indexedText, INT4, int4, int8, text } from '../engine/column-values';
import type { SequencedEvent } from '../engine/projection';

// What one batch does to the lots, folded in commit order into rows keyed as the tables key them, so
// the batch is written by a handful of set-based statements however many events it holds. Every
// line goes through the domain's upcast (lotEffectsOf): a line written before lots is its places'
// "sin lote" lot. Values go through column-values, so an odd value is held at what the column takes.

export type LotProductRow = {
  product_id: string;
  /** null: the batch only renamed it (ProductDetailsUpdated carries no SKU). */
  sku: string | null;
  name: string;
  last_ordinal: string;
};

export type ReceivedLotRow = {
  product_id: string;
  lot_id: string;
  code: string | null;
  supplier: string | null;
  cut_date: string | null;
  received_on: string;
  sell_by: string;
  vase_life_days: number;
  unit_cost_cents: string | null;
  ordinal: string;
};

/** The units a batch moved in or out of one lot at one place, and the last event that moved them. */
export type LotMoveRow = {
  product_id: string;
  lot_id: string;
  location_id: string;
  remaining: number;
  last_ordinal: string;
  /** The lot's sell-by when this batch received it (a rebuild's part); else found from the lot. */
  sell_by: string | null;
};

export interface LotChanges {
  products: LotProductRow[];
  received: ReceivedLotRow[];
  moves: LotMoveRow[];
  /** Products whose lots moved: their next sell-by is found again. */
  moved: string[];
}

/** A received lot's row, or nothing when its days are not days (never from the domain; kept from faulting). */
function receivedRow(productId: string, lot: LotReceived, ordinal: string): ReceivedLotRow | undefined {
  const lotId = indexedText(lot.lotId);
  const receivedOn = date(lot.receivedOn);
  const sellBy = date(lot.sellBy);
  if (!lotId || !receivedOn || !sellBy) return undefined;
  const cost = int8(lot.unitCostCents);
  return {
    product_id: productId,
    lot_id: lotId,
    code: text(lot.code),
    supplier: text(lot.supplier),
    cut_date: date(lot.cutDate),
    received_on: receivedOn,
    sell_by: sellBy,
    vase_life_days: int4(lot.vaseLifeDays) ?? 0,
    unit_cost_cents: cost === null ? null : String(cost),
    ordinal,
  };
}

export function lotChanges(events: readonly SequencedEvent[]): LotChanges {
  const products = new Map<string, LotProductRow>();
  const received = new Map<string, ReceivedLotRow>();
  const moves = new Map<string, LotMoveRow>();
  const moved = new Set<string>();
  for (const e of events) {
    const productId = indexedText(productIdOfStream(e.streamId));
    if (!productId) continue;
    const event = e as unknown as ProductEvent;
    if (event.type === 'ProductAdded' || event.type === 'ProductDetailsUpdated') {
      const sku = event.type === 'ProductAdded' ? (indexedText(event.data.sku) ?? '') : null;
      const name = indexedText(event.data.name) ?? '';
      const said = sku ?? products.get(productId)?.sku ?? null;
      products.set(productId, { product_id: productId, sku: said, name, last_ordinal: e.ordinal.toString() });
    } else if (event.type === 'StockMoved') {
      foldMovement(productId, event.data, e.ordinal.toString(), { received, moves });
      moved.add(productId);
    }
  }
  return {
    products: [...products.values()],
    received: [...received.values()],
    moves: [...moves.values()],
    moved: [...moved],
  };
}

function foldMovement(
  productId: string,
  data: StockMoved['data'],
  ordinal: string,
  into: { received: Map<string, ReceivedLotRow>; moves: Map<string, LotMoveRow> },
): void {
  const lot = data.lot ? receivedRow(productId, data.lot, ordinal) : undefined;
  // A lot is received once: the first word on it stands, as the table's "do nothing" on conflict.
  if (lot && !into.received.has(`${productId}\u0000${lot.lot_id}`))
    into.received.set(`${productId}\u0000${lot.lot_id}`, lot);
  for (const effect of lotEffectsOf(data)) {
    // Keys as the columns will hold them, so two spellings of one place cannot make two rows.
    const lotId = indexedText(effect.lotId) ?? '';
    const place = indexedText(effect.locationId) ?? '';
    const key = `${productId}\u0000${lotId}\u0000${place}`;
    const row = into.moves.get(key);
    const delta = int4(effect.delta) ?? 0;
    if (row) {
      // Held within what the column takes, as the upsert holds the sum it adds.
      row.remaining = Math.min(Math.max(row.remaining + delta, INT4.min), INT4.max);
      row.last_ordinal = ordinal;
    } else {
      into.moves.set(key, {
        product_id: productId,
        lot_id: lotId,
        location_id: place,
        remaining: delta,
        last_ordinal: ordinal,
        sell_by: into.received.get(`${productId}\u0000${lotId}`)?.sell_by ?? null,
      });
    }
  }
}
