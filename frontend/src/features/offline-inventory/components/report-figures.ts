import type { AgreementView } from '@domain/consignment';
import type { ProductView } from '@domain/inventory';
import { LOW_STOCK_TOP } from '@/config/inventory';

// The reports tab's figures, worked out from the device's copy (no server: it may be offline).

export interface InventoryFigures {
  products: number;
  units: number;
  /** Centavos summed, so a long catalogue does not drift by float rounding. */
  valueCents: number;
  low: number;
  out: number;
}

export function inventoryFigures(products: readonly ProductView[]): InventoryFigures {
  const f: InventoryFigures = { products: products.length, units: 0, valueCents: 0, low: 0, out: 0 };
  for (const p of products) {
    f.units += p.currentStock;
    f.valueCents += Math.round(p.price * 100) * p.currentStock;
    if (p.stockStatus === 'low_stock') f.low += 1;
    if (p.stockStatus === 'out_of_stock') f.out += 1;
  }
  return f;
}

export interface ConsignmentFigures {
  active: number;
  /** Units still on partners' shelves under active agreements. */
  consignedUnits: number;
  soldCents: number;
}

export function consignmentFigures(agreements: readonly AgreementView[]): ConsignmentFigures {
  const f: ConsignmentFigures = { active: 0, consignedUnits: 0, soldCents: 0 };
  for (const a of agreements) {
    f.soldCents += Math.round(a.soldValue * 100);
    if (a.status !== 'active') continue;
    f.active += 1;
    f.consignedUnits += a.items.reduce((n, i) => n + i.remaining, 0);
  }
  return f;
}

/** Spec 9: the low-stock report shows the top 10, the furthest below their minimum first. */
export const lowStock = (products: readonly ProductView[]) =>
  products
    .filter((p) => p.stockStatus !== 'in_stock')
    .sort(
      (a, b) => a.currentStock - a.minStockLevel - (b.currentStock - b.minStockLevel) || a.name.localeCompare(b.name),
    )
    .slice(0, LOW_STOCK_TOP);

/** Kept orders or deliveries counted by their status field (a row without one counts as '—'). */
export function countByStatus(rows: readonly Record<string, unknown>[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const r of rows) {
    const status = typeof r.status === 'string' && r.status ? r.status : '—';
    counts.set(status, (counts.get(status) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1]);
}
