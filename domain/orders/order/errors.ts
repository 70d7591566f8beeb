import { DomainError, errorsOf, invalid } from '../../shared/errors';

// Stable codes (the i18n keys) with the Spanish text the storefront and the staff queue show.
export const ORDER_MESSAGES = {
  'ORDER.ITEMS_REQUIRED': 'Agrega al menos un producto al pedido.',
  'ORDER.QUANTITY_POSITIVE': 'La cantidad debe ser un número entero mayor que 0.',
  'ORDER.DUPLICATE_PRODUCT': 'Cada producto puede aparecer una sola vez en el pedido.',
  'ORDER.PRODUCT_UNAVAILABLE': 'El producto ya no está disponible.',
  'ORDER.STOCK_SHORT': 'No hay stock suficiente para el pedido.',
  'ORDER.BELOW_MINIMUM': 'El pedido mínimo es de $35.00 en productos (sin contar el envío).',
  'ORDER.OUTSIDE_ZONES':
    'Lo sentimos, no entregamos en ese código postal. Zonas de entrega: Downtown, Brickell y Miami Beach.',
  'ORDER.ADDRESS_REQUIRED': 'Completa la dirección de entrega: nombre, calle, ciudad, estado y código postal.',
  'ORDER.RECIPIENT_REQUIRED': 'Indica el nombre y el teléfono de quien recibe.',
  'ORDER.DATE_REQUIRED': 'Elige la fecha de entrega.',
  'ORDER.DATE_IN_PAST': 'La fecha de entrega no puede ser anterior a hoy.',
  'ORDER.NO_DELIVERY_THAT_DAY': 'Entregamos de lunes a sábado: elige otro día.',
  'ORDER.PAST_CUTOFF': 'Los pedidos para hoy se reciben hasta las 14:00: elige otro día.',
  'ORDER.INVALID_NUMBER': 'El número de pedido no es válido.',
  'ORDER.INVALID_TRACKING_CODE': 'El código de seguimiento no es válido.',
  'ORDER.NOT_FOUND': 'Pedido no encontrado.',
  'ORDER.ALREADY_EXISTS': 'Este pedido ya fue registrado.',
  'ORDER.ILLEGAL_TRANSITION': 'El pedido no admite esta acción en su estado actual.',
  'ORDER.CANNOT_CANCEL': 'El pedido ya salió a entrega o fue entregado: no se puede cancelar.',
  'ORDER.CLIENT_CANCEL_LATE': 'Tu pedido ya se está preparando: comunícate con la tienda para cancelarlo.',
  'ORDER.CANCEL_REASON_REQUIRED': 'Indica el motivo de la cancelación.',
  'ORDER.ALREADY_PAID': 'El pedido ya está pagado.',
  'ORDER.PAYMENT_METHOD': 'Forma de pago no válida: efectivo o tarjeta, al entregar o en mostrador.',
} as const;
export type OrderErrorCode = keyof typeof ORDER_MESSAGES;

const errors = errorsOf(ORDER_MESSAGES);
export const { invalid: orderInvalid, illegal: orderIllegal } = errors;
export const orderNotFound = () => errors.notFound('ORDER.NOT_FOUND');

/** A line the shop cannot serve: its product, the units left, and the body path of its quantity. */
export interface ShortLine {
  name: string;
  available: number;
  path: string;
}

const shortText = ({ name, available }: ShortLine) =>
  available > 0 ? `Stock insuficiente de ${name}: quedan ${available}.` : `${name} está agotado.`;

/**
 * The checkout names every product that is short and what is left of it (issues 14 and 41), so the
 * customer can adjust them all at once: one sentence each, and each line's own under its path.
 */
export const stockShort = (lines: readonly ShortLine[]) =>
  new DomainError(
    'ORDER.STOCK_SHORT',
    'illegal-state',
    lines.map(shortText).join(' '),
    lines.map((l) => ({ path: l.path, message: shortText(l) })),
  );
export const productUnavailable = (name: string, path: string) =>
  invalid('ORDER.PRODUCT_UNAVAILABLE', `${name} ya no está disponible.`, path);
