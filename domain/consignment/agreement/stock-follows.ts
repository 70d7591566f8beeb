import type { MovementType, RegisterMovement } from '../../inventory';
import { agreementCode, type AgreementEvent } from './events';

// Stock follows the agreement (ARCHITECTURE 3): a reactor turns each agreement event into product
// movements. Their ids derive from the event, the product and the purpose, so a reactor that
// crashes and sends again is recognised by the product's stream and nothing moves twice.

export interface StockFollow {
  productId: string;
  commandId: string;
  movement: RegisterMovement['data'];
}

/**
 * A deterministic id for a name (the command side passes `(name) => commandIdFor(eventId, name)`).
 * Each name already carries the event id, the product and the purpose, so any injective hash will do.
 */
export type IdFor = (name: string) => string;

interface Move {
  productId: string;
  quantity: number;
  locationId: string;
}

type ConsignmentMovement = Extract<MovementType, 'consignment_out' | 'consignment_sold' | 'consignment_return'>;
const WHY: Record<ConsignmentMovement, string> = {
  consignment_out: 'salida a consignación',
  consignment_sold: 'venta',
  consignment_return: 'devolución',
};

/** The product movements an agreement event causes, one per product it names; [] for any other event. */
export function stockMovementsFor(
  agreementId: string,
  event: AgreementEvent,
  eventId: string,
  idFor: IdFor,
): StockFollow[] {
  const follow = (type: ConsignmentMovement, moves: readonly Move[], why = WHY[type]) =>
    moves
      .filter((move) => move.quantity > 0)
      .map((move): StockFollow => {
        const name = (purpose: string) => `${eventId}:${move.productId}:${type}:${purpose}`;
        return {
          productId: move.productId,
          commandId: idFor(name('command')),
          movement: {
            movementId: idFor(name('movement')),
            type,
            quantity: move.quantity,
            // Sold and returned units are booked against the item's origin, never the pseudo-location.
            locationId: move.locationId,
            reference: { type: 'consignment', id: agreementId },
            notes: `Acuerdo ${agreementCode(agreementId)}: ${why}`,
          },
        };
      });
  switch (event.type) {
    case 'AgreementCreated':
      return follow('consignment_out', event.data.items);
    case 'ConsignmentSaleRegistered':
      return follow('consignment_sold', event.data.lines);
    case 'ConsignmentReturnRegistered':
      return follow('consignment_return', event.data.lines);
    case 'AgreementSettled':
      return follow('consignment_return', event.data.returnedLines, 'devolución al liquidar');
    case 'AgreementCancelled':
      return follow('consignment_return', event.data.returnedLines, 'devolución al cancelar');
    default:
      return [];
  }
}
