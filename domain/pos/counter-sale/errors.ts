import { errorsOf, forbidden, illegalState } from '../../shared/errors';
import { placesText, type StockElsewhere } from '../register/location';

export const COUNTER_SALE_MESSAGES = {
  'SALE.NOT_FOUND': 'Venta no encontrada.',
  'SALE.EMPTY': 'Agrega al menos un producto a la venta.',
  'SALE.PRODUCT_UNAVAILABLE': 'Ese producto no existe o no está a la venta.',
  'SALE.STOCK_SHORT': 'Stock insuficiente.',
  'SALE.DISCOUNT_FORBIDDEN': 'Solo un supervisor puede aplicar descuentos.',
  'SALE.DISCOUNT_RANGE': 'El descuento debe estar entre 0 y el máximo permitido.',
  'SALE.DISCOUNT_REASON': 'Indica el motivo del descuento.',
  'SALE.PAYMENT_SHORT': 'Los pagos no cubren el total de la venta.',
  'SALE.CHANGE_ONLY_CASH':
    'Solo se da cambio en efectivo: los pagos con tarjeta o transferencia no pueden superar el total.',
  'SALE.ALREADY_MADE': 'Esa venta ya fue registrada con otros datos.',
  'SALE.REFUND_REASON': 'Indica el motivo de la devolución.',
  'SALE.TURNED_DOWN': 'Esta venta ya fue rechazada (sin stock o con la caja cerrada): regístrela como una venta nueva.',
  'SALE.NOTHING_TO_REFUND': 'No queda nada por devolver de esa venta.',
  'SALE.REFUND_TOO_MANY': 'No se pueden devolver más unidades de las vendidas.',
} as const;
export type CounterSaleErrorCode = keyof typeof COUNTER_SALE_MESSAGES;

const errors = errorsOf(COUNTER_SALE_MESSAGES);
export const { invalid: saleInvalid, illegal: saleIllegal } = errors;
export const saleNotFound = () => errors.notFound('SALE.NOT_FOUND');
export const discountForbidden = () =>
  forbidden('SALE.DISCOUNT_FORBIDDEN', COUNTER_SALE_MESSAGES['SALE.DISCOUNT_FORBIDDEN']);
/**
 * 'Stock insuficiente de Rosa roja (docena): quedan 3.' — the counter reads what is left; and where
 * the shop has more (issue 39): 'Rosa roja (docena) está agotado en Tienda Brickell: hay 4 en
 * Almacén principal.', so the cashier knows to bring it over rather than turn the customer away.
 */
export function stockShort(name: string, left: number, here?: string, elsewhere: readonly StockElsewhere[] = []) {
  if (!here || elsewhere.length === 0)
    return illegalState(
      'SALE.STOCK_SHORT',
      left > 0 ? `Stock insuficiente de ${name}: quedan ${left}.` : `${name} está agotado.`,
    );
  const more = placesText(elsewhere);
  return illegalState(
    'SALE.STOCK_SHORT',
    left > 0
      ? `Stock insuficiente de ${name} en ${here}: quedan ${left}; hay ${more}.`
      : `${name} está agotado en ${here}: hay ${more}.`,
  );
}
