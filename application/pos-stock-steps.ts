import { productStream, type RegisterMovement } from '../domain/inventory';
import { commandIdFor } from '../infra/event-store/event-id';
import type { CommandBody } from './handler';

// The units a counter sale moves, named by the sale (or the refund) and the product alone. Since
// issue 41 the sale's command (command-api/pos/make-sale.ts) moves them in its own transaction
// with these very commands; the reactor stock-follows-counter-sale owes them only for the sales and
// refunds made by the steps of before (their events do not say stockMoved), under the same ids the
// steps took them under (kept in command_results), so a unit those steps moved is not moved again.

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

/** The units a refund brings back, where the sale took them from. */
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

/** The ids the steps of before kept a sale's take and put-back of a product under (to ask which landed). */
export const takeId = (saleId: string, productId: string) => commandIdFor(saleId, `stock:${productId}`);
export const putBackId = (saleId: string, productId: string) => commandIdFor(saleId, `putback:${productId}`);
