import { copyText, scalarField } from '../engine/copy-text';
import type { CopyRows, SequencedEvent } from '../engine/projection';
import { lotChanges, type LotMoveRow, type LotProductRow, type ReceivedLotRow } from './fold';
import type { LotsTableName } from './tables';

// The rebuild's bulk path: a batch's fold (fold.ts) as COPY text, appended to bare tables. A lot's
// units at a place and a product's name change over many batches, so what a batch appends is its
// part — the units it moved, the name it gave — and the projection's settle step sums and orders the
// parts into the rows the upserts would have left (projection.ts). A lot is received once: its row is whole.

type Fields<R> = Record<keyof R, (value: unknown) => string>;

const RECEIVED: Fields<ReceivedLotRow> = {
  product_id: scalarField,
  lot_id: scalarField,
  code: scalarField,
  supplier: scalarField,
  cut_date: scalarField,
  received_on: scalarField,
  sell_by: scalarField,
  vase_life_days: scalarField,
  unit_cost_cents: scalarField,
  ordinal: scalarField,
};

/** The part's sell-by is the lot's, joined when the parts are settled. */
const MOVE: Fields<LotMoveRow> = {
  product_id: scalarField,
  lot_id: scalarField,
  location_id: scalarField,
  remaining: scalarField,
  last_ordinal: scalarField,
  sell_by: scalarField,
};

/** '' for a SKU not said (a rename), as the upsert holds it; the next sell-by is found when settled. */
const PRODUCT: Fields<LotProductRow> = {
  product_id: scalarField,
  sku: (sku) => scalarField(sku ?? ''),
  name: scalarField,
  last_ordinal: scalarField,
};

function copy<R extends Record<string, unknown>>(table: LotsTableName, list: R[], fields: Fields<R>) {
  return list.length === 0 ? [] : [{ table, columns: Object.keys(fields), text: copyText(list, fields) }];
}

export function copyRows(events: readonly SequencedEvent[]): CopyRows<LotsTableName>[] {
  const { products, received, moves } = lotChanges(events);
  return [
    ...copy('lot_products', products, PRODUCT),
    ...copy('lots', received, RECEIVED),
    ...copy('lot_stock', moves, MOVE),
  ];
}
