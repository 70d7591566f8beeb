import {
  CONSIGNED,
  productIdOfStream,
  type ProductAdded,
  type ProductDetails,
  type ProductEvent,
  type ProductStatus,
} from '../../domain/inventory';
import { indexedText, int4, timestampOr } from '../engine/column-values';
import type { SequencedEvent } from '../engine/projection';

// What one batch does to each product, folded in commit order. Every event carries its part of the
// row whole (details, price, status, the balance left at each place), so the last of each kind wins
// and a batch becomes a handful of set-based statements, however many events it holds.

export interface ProductChanges {
  id: string;
  added?: ProductAdded['data'];
  details?: ProductDetails;
  price?: { priceCents: number; wholesalePriceCents: number | null };
  status?: ProductStatus;
  /** The balance left at each location of ours by the batch's last movement there. */
  balances: Map<string, number>;
  /** Units on partners' shelves after the batch's last consignment line. */
  consigned?: number;
  /** When the product last changed: the time its last event states. */
  at: string;
}

/** The time an event states in its data (never the projection's clock). */
function timeOf(event: ProductEvent, fallback: string): string {
  switch (event.type) {
    case 'ProductAdded':
      return event.data.addedAt;
    case 'ProductDetailsUpdated':
      return event.data.updatedAt;
    case 'ProductPriceChanged':
    case 'ProductStatusChanged':
      return event.data.changedAt;
    case 'StockMoved':
      return event.data.movedAt;
    default:
      return fallback;
  }
}

/** `at`: the event's time as the column takes it (ProductAdded's becomes the row's added_at). */
function fold(changes: ProductChanges, event: ProductEvent, at: string): void {
  switch (event.type) {
    case 'ProductAdded':
      changes.added = { ...event.data, addedAt: at };
      break;
    case 'ProductDetailsUpdated': {
      const { updatedAt: _, ...details } = event.data;
      changes.details = details;
      break;
    }
    case 'ProductPriceChanged':
      changes.price = {
        priceCents: event.data.priceCents,
        wholesalePriceCents: event.data.wholesalePriceCents,
      };
      break;
    case 'ProductStatusChanged':
      changes.status = event.data.status;
      break;
    case 'StockMoved':
      // Keys as the column will hold them, so two spellings of one place cannot make two rows.
      for (const effect of event.data.effects) {
        const place = indexedText(effect.locationId) ?? '';
        const left = int4(effect.balanceAfter) ?? 0;
        if (place === CONSIGNED) changes.consigned = left;
        else changes.balances.set(place, left);
      }
      break;
  }
}

/** The batch's changes per product, in the order products first appear in it. */
export function productChanges(events: readonly SequencedEvent[]): ProductChanges[] {
  const byProduct = new Map<string, ProductChanges>();
  for (const e of events) {
    const id = indexedText(productIdOfStream(e.streamId));
    if (!id) continue;
    const event = e as unknown as ProductEvent;
    // A time the column cannot take falls back to the event's metadata, then to UNKNOWN_TIME.
    const at = timestampOr(timeOf(event, ''), e.metadata?.occurredAt);
    let changes = byProduct.get(id);
    if (!changes) byProduct.set(id, (changes = { id, balances: new Map(), at }));
    changes.at = at;
    fold(changes, event, at);
  }
  return [...byProduct.values()];
}
