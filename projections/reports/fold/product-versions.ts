import { productIdOfStream } from '../../../domain/inventory';
import { indexedText, int4, int8, stringList, textOr } from '../../engine/column-values';
import { productChanges } from '../../inventory';
import type { SequencedEvent } from '../../engine/projection';
import type { ProductVersionRow } from '../tables';

// A product's version after each of its events, folded by the inventory model's own product-changes
// (one event at a time), so both read models read an event the same way.

/** A row as written: the ordinal and centavos as text (bigint), the time as ISO text. */
export type ProductVersion = Omit<ProductVersionRow, 'ordinal' | 'price_cents' | 'wholesale_cents' | 'occurred_at'> & {
  ordinal: string;
  price_cents: string;
  wholesale_cents: string | null;
  occurred_at: string;
};

/** The product ids of a batch's events. */
export const productIdsOf = (events: readonly SequencedEvent[]) => [
  ...new Set(events.flatMap((e) => indexedText(productIdOfStream(e.streamId)) ?? [])),
];

const wholesale = (cents: unknown) => (cents === null || cents === undefined ? null : String(int8(cents) ?? 0));

/**
 * One row per event, each the previous row (stored or in the batch) with the event's changes. A
 * StockMoved changes nothing a report shows of the product: no row (the lots' fold reads them).
 */
export function productVersions(
  events: readonly SequencedEvent[],
  latest: Map<string, ProductVersion>,
): ProductVersion[] {
  const rows: ProductVersion[] = [];
  for (const e of events) {
    if (e.type === 'StockMoved') continue;
    const [c] = productChanges([e]);
    if (!c) continue;
    const before = latest.get(c.id);
    if (!before && !c.added) continue; // a change before its product: nothing to show
    const added = c.added;
    const details = c.details ?? added;
    const row: ProductVersion = {
      product_id: c.id,
      ordinal: e.ordinal.toString(),
      occurred_at: c.at,
      sku: added ? textOr(added.sku) : before!.sku,
      name: details ? textOr(details.name) : before!.name,
      categories: details ? stringList(details.categories) : before!.categories,
      min_stock_level: details ? (int4(details.minStockLevel) ?? 0) : before!.min_stock_level,
      price_cents: c.price
        ? String(int8(c.price.priceCents) ?? 0)
        : added
          ? String(int8(added.priceCents) ?? 0)
          : before!.price_cents,
      wholesale_cents: c.price
        ? wholesale(c.price.wholesalePriceCents)
        : added
          ? wholesale(added.wholesalePriceCents)
          : before!.wholesale_cents,
      status: c.status ?? (added ? added.status : before!.status),
    };
    latest.set(c.id, row);
    rows.push(row);
  }
  return rows;
}
