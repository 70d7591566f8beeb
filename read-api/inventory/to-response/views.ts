import { lotEffectsOf, type MovementView, type ProductView, type StockMoved } from '../../../domain/inventory';
import { toPesos } from '../../../domain/shared';
import type { ProductRow } from '../../../projections/inventory';
import type { MovementRow } from '../../../projections/stock-ledger';

// Rows of the inventory read models as the answers of domain/inventory: centavos become pesos here.

export function toProductView(r: ProductRow): ProductView {
  const priceCents = Number(r.price_cents);
  return {
    _id: r.id,
    id: r.id,
    name: r.name,
    sku: r.sku,
    barcode: r.barcode,
    description: r.description,
    price: toPesos(priceCents),
    wholesalePrice: r.wholesale_price_cents === null ? null : toPesos(r.wholesale_price_cents),
    currentStock: r.current_stock,
    consignedStock: r.consigned_stock,
    minStockLevel: r.min_stock_level,
    categories: r.categories,
    category: r.categories[0] ?? '',
    status: r.status,
    images: r.images,
    location: r.location,
    vaseLifeDays: r.vase_life_days,
    requiresLots: r.requires_lots,
    stockStatus: r.stock_status,
    value: toPesos(priceCents * r.current_stock),
    updatedAt: r.updated_at.toISOString(),
  };
}

/** A ledger line with the product's (current) name and SKU and the actor's name joined in. */
export type MovementWithNames = MovementRow & {
  product_name: string | null;
  sku: string | null;
  actor_name: string | null;
};

export function toMovementView(r: MovementWithNames): MovementView {
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
    // A line from before lots names none: its units were each place's "sin lote" (the shared upcast).
    lots: lotEffectsOf({ effects: r.effects, lots: r.lots ?? undefined } as StockMoved['data']),
    cause: r.cause,
    cost: r.cost_cents === null ? null : toPesos(r.cost_cents),
    actor: { userId: r.actor_id ?? '', name: r.actor_name },
    source: r.device_id ? { app: r.source_app ?? '', deviceId: r.device_id } : { app: r.source_app ?? '' },
    occurredAt: r.occurred_at.toISOString(),
  };
}
