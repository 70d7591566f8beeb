import { productStream, type RegisterMovement } from '../domain/inventory';
import { commandIdFor } from '../infra/event-store/event-id';
import type { CommandBody } from './handler';

// The units a counter sale moves, named by the sale (or the refund) and the product alone. The
// route takes them before the sale is written; the reactor stock-follows-counter-sale owes the same
// commands once the sale (or its refund) is in the store, under the same ids, so whichever sends a
// movement first, it lands once (see once.ts).

export interface StockStep {
  commandId: string;
  streamId: string;
  command: CommandBody<RegisterMovement>;
}

/** One line per product: a ticket may scan the same product twice. */
export function unitsByProduct(items: readonly { productId: string; quantity: number }[]): Map<string, number> {
  const units = new Map<string, number>();
  for (const i of items) units.set(i.productId, (units.get(i.productId) ?? 0) + i.quantity);
  return units;
}

function step(
  cause: string,
  purpose: string,
  productId: string,
  movement: Omit<RegisterMovement['data'], 'movementId'>,
): StockStep {
  const commandId = commandIdFor(cause, `${purpose}:${productId}`);
  return {
    commandId,
    streamId: productStream(productId),
    command: {
      type: 'RegisterMovement',
      data: { movementId: commandIdFor(commandId, 'movement'), ...movement },
    },
  };
}

/** The units a sale takes from the counter's location. */
export const saleTake = (saleId: string, productId: string, quantity: number, locationId: string) =>
  step(saleId, 'stock', productId, {
    type: 'sale',
    quantity,
    locationId,
    reference: { type: 'counter-sale', id: saleId },
    notes: 'Venta de mostrador',
  });

/** The units a refused sale had taken, back where they were (the sale was never written). */
export const salePutBack = (saleId: string, productId: string, quantity: number, locationId: string) =>
  step(saleId, 'putback', productId, {
    type: 'return',
    quantity,
    locationId,
    reference: { type: 'counter-sale', id: saleId },
    notes: 'Venta de mostrador rechazada: unidades devueltas',
  });

/**
 * The units a refund brings back. Without a location the product's home takes them (the refund
 * event does not name the counter's location yet: see the reactor).
 */
export const refundReturn = (
  refundId: string,
  saleId: string,
  productId: string,
  quantity: number,
  locationId: string,
) =>
  step(refundId, 'return', productId, {
    type: 'return',
    quantity,
    locationId,
    reference: { type: 'counter-sale-refund', id: saleId },
    notes: 'Devolución de venta de mostrador',
  });

/** The ids a sale's take and put-back of a product are kept under (to ask which have landed). */
export const takeId = (saleId: string, productId: string) => commandIdFor(saleId, `stock:${productId}`);
export const putBackId = (saleId: string, productId: string) => commandIdFor(saleId, `putback:${productId}`);
