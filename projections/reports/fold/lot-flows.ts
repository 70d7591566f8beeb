import {
  lotEffectsOf,
  NO_LOT,
  productIdOfStream,
  type LotReceived,
  type StockMoved,
  type WasteCause,
} from '../../../domain/inventory';
import { date, indexedText, int4, int8, text, timestampOr } from '../../engine/column-values';
import type { SequencedEvent } from '../../engine/projection';
import type { LotFlowKind } from '../tables';
import { productVersions, type ProductVersion } from './product-versions';

// Issue 44: the lots a product received and what each ledger line did to them, for the waste and
// suppliers reports. Lines are read through the domain's own upcast (lotEffectsOf), so a line from
// before lots is "sin lote" here exactly as in the decider.

export type LotRow = {
  lot_id: string;
  product_id: string;
  ordinal: string;
  occurred_at: string;
  code: string | null;
  supplier: string | null;
  received_on: string;
  sell_by: string;
  unit_cost_cents: string | null;
};

export type FlowRow = {
  ordinal: string;
  lot_id: string;
  product_id: string;
  occurred_at: string;
  kind: LotFlowKind;
  cause: WasteCause | null;
  units: number;
  cost_cents: string | null;
};

const KINDS: Partial<Record<string, LotFlowKind>> = {
  purchase: 'purchase',
  sale: 'sale',
  consignment_sold: 'sale',
  waste: 'waste',
};

const movedOf = (e: SequencedEvent) => (e as unknown as StockMoved).data;
const cents = (v: unknown) => (v === null || v === undefined ? null : BigInt(int8(v) ?? 0));

/** The lots a batch's lines name, to find the ones received in earlier batches. */
export const lotIdsOf = (events: readonly SequencedEvent[]) => [
  ...new Set(
    events.flatMap((e) =>
      e.type === 'StockMoved' ? lotEffectsOf(movedOf(e)).flatMap((l) => indexedText(l.lotId) ?? []) : [],
    ),
  ),
];

function lotRow(lot: LotReceived, productId: string, ordinal: string, at: string): LotRow | null {
  const id = indexedText(lot.lotId);
  if (!id) return null;
  return {
    lot_id: id,
    product_id: productId,
    ordinal,
    occurred_at: at,
    code: text(lot.code),
    supplier: indexedText(lot.supplier),
    // Days the query subtracts: a malformed one falls back to the line's own day, never a failed cast.
    received_on: date(lot.receivedOn) ?? at.slice(0, 10),
    sell_by: date(lot.sellBy) ?? at.slice(0, 10),
    unit_cost_cents:
      lot.unitCostCents === null || lot.unitCostCents === undefined ? null : String(int8(lot.unitCostCents) ?? 0),
  };
}

/**
 * Each lot's share of a waste line's cost: lots with a unit cost carry units × it; the rest of the
 * line's costCents (what the decider priced at the wholesale price) goes to the others by units, the
 * last taking what rounding leaves, so the shares always add up to the line's cost.
 */
function wasteShares(
  net: Map<string, number>,
  known: Map<string, LotRow>,
  total: bigint | null,
  wholesale: bigint | null,
) {
  const out = new Map<string, bigint>();
  const unpriced: [string, bigint][] = [];
  let priced = 0n;
  for (const [lotId, units] of net) {
    const unit = cents(known.get(lotId)?.unit_cost_cents);
    const taken = BigInt(-units);
    if (unit === null) {
      unpriced.push([lotId, taken]);
      continue;
    }
    out.set(lotId, taken * unit);
    priced += taken * unit;
  }
  const unpricedUnits = unpriced.reduce((sum, [, u]) => sum + u, 0n);
  let rest = (total ?? priced + unpricedUnits * (wholesale ?? 0n)) - priced;
  let left = unpricedUnits;
  for (const [lotId, units] of unpriced) {
    const share = left === units ? rest : left > 0n ? (rest * units) / left : 0n;
    out.set(lotId, share);
    rest -= share;
    left -= units;
  }
  return out;
}

/** A ledger line's received lot and its flows, one per lot it changed (netted over places). */
export function lineFlows(e: SequencedEvent, wholesaleCents: string | null, known: Map<string, LotRow>) {
  const productId = indexedText(productIdOfStream(e.streamId));
  const data = movedOf(e);
  if (!productId || !Array.isArray(data?.effects)) return { lots: [], flows: [] };
  const ordinal = e.ordinal.toString();
  const at = timestampOr(data.movedAt, e.metadata?.occurredAt);
  const received = data.lot ? lotRow(data.lot, productId, ordinal, at) : null;
  if (received) known.set(received.lot_id, received);
  const kind = KINDS[data.type] ?? 'other';
  const net = new Map<string, number>();
  for (const l of lotEffectsOf(data)) {
    const id = indexedText(l.lotId);
    if (id) net.set(id, (net.get(id) ?? 0) + (int4(l.delta) ?? 0));
  }
  for (const [id, units] of net)
    if (units === 0 || (id === NO_LOT && kind !== 'purchase' && kind !== 'waste')) net.delete(id);
  const wholesale = cents(wholesaleCents);
  const shares = kind === 'waste' ? wasteShares(net, known, cents(data.costCents), wholesale) : undefined;
  const flows: FlowRow[] = [...net].map(([lotId, units]) => {
    const unit = cents(known.get(lotId)?.unit_cost_cents) ?? wholesale ?? 0n;
    const cost = shares ? shares.get(lotId)! : kind === 'purchase' ? BigInt(units) * unit : null;
    const cause = kind === 'waste' ? (text(data.cause) as WasteCause | null) : null;
    return {
      ordinal,
      lot_id: lotId,
      product_id: productId,
      occurred_at: at,
      kind,
      cause,
      units,
      cost_cents: cost === null ? null : String(cost),
    };
  });
  return { lots: received ? [received] : [], flows };
}

/**
 * The batch's product versions and lot rows, in commit order: a line's units are priced at the
 * product's wholesale price as it stood at that line (a price change earlier in the batch counts).
 */
export function productsAndLots(
  events: readonly SequencedEvent[],
  latest: Map<string, ProductVersion>,
  known: Map<string, LotRow>,
) {
  const products: ProductVersion[] = [];
  const lots: LotRow[] = [];
  const flows: FlowRow[] = [];
  for (const e of events) {
    if (e.type !== 'StockMoved') {
      products.push(...productVersions([e], latest));
      continue;
    }
    const id = indexedText(productIdOfStream(e.streamId));
    const line = lineFlows(e, (id && latest.get(id)?.wholesale_cents) || null, known);
    lots.push(...line.lots);
    flows.push(...line.flows);
  }
  return { products, lots, flows };
}
