import type { Kysely, Selectable } from 'kysely';
import type { MovementView, ProductView } from '../../domain/inventory';
import type { InventoryProductsTable } from '../../projections/inventory/tables';
import type { StockMovementsTable } from '../../projections/stock-ledger/tables';
import type { UsersDatabase } from '../../projections/users/tables';
import type { ReadDatabase } from '../tables';

// Rows of the inventory read models as the answers of domain/inventory/views.ts: centavos become
// pesos here and nowhere else.

export type InventoryReadDb = Kysely<ReadDatabase & UsersDatabase>;

/** Centavos (a bigint's string or a number) as pesos; exact for any realistic amount. */
export const pesos = (cents: string | number) => Number(cents) / 100;

/**
 * A sum of centavos (numeric in SQL, so it never overflows there) as pesos, or null when a
 * JavaScript number cannot hold it exactly: no screen shows a figure that is off by some units.
 */
export function exactPesos(cents: string): number | null {
  const n = Number(cents);
  return Number.isSafeInteger(n) ? n / 100 : null;
}

export function toProductView(r: Selectable<InventoryProductsTable>): ProductView {
  const priceCents = Number(r.price_cents);
  return {
    _id: r.id,
    id: r.id,
    name: r.name,
    sku: r.sku,
    barcode: r.barcode,
    description: r.description,
    price: pesos(priceCents),
    wholesalePrice: r.wholesale_price_cents === null ? null : pesos(r.wholesale_price_cents),
    currentStock: r.current_stock,
    consignedStock: r.consigned_stock,
    minStockLevel: r.min_stock_level,
    categories: r.categories,
    category: r.categories[0] ?? '',
    status: r.status,
    images: r.images,
    location: r.location,
    stockStatus: r.stock_status,
    value: pesos(priceCents * r.current_stock),
    updatedAt: r.updated_at.toISOString(),
  };
}

/** A ledger row with the product's (current) name and SKU and the actor's name joined in. */
export type MovementRow = Selectable<StockMovementsTable> & {
  product_name: string | null;
  sku: string | null;
  actor_name: string | null;
};

export function toMovementView(r: MovementRow): MovementView {
  return {
    movementId: r.movement_id,
    productId: r.product_id,
    productName: r.product_name ?? '',
    sku: r.sku ?? '',
    type: r.type,
    quantity: r.quantity,
    locationId: r.location_id,
    targetLocationId: r.target_location_id,
    reference: r.reference_type === null ? null : { type: r.reference_type, id: r.reference_id ?? '' },
    notes: r.notes,
    countedQuantity: r.counted_quantity,
    effects: r.effects,
    actor: { userId: r.actor_id ?? '', name: r.actor_name },
    source: r.device_id ? { app: r.source_app ?? '', deviceId: r.device_id } : { app: r.source_app ?? '' },
    occurredAt: r.occurred_at.toISOString(),
  };
}

/** Moved to read-api/shared/paging.ts; re-exported until the other areas import it from there. */
export { pageOf } from '../shared/paging';
