import { errorsOf, illegalState } from '../../shared/errors';

// Stable codes (the i18n keys) with the Spanish text the screens show (spec 5 states the rules).
export const AGREEMENT_MESSAGES = {
  'AGREEMENT.PARTNER_REQUIRED': 'Selecciona un socio.',
  'AGREEMENT.DATES_REQUIRED': 'Las fechas de inicio y fin son obligatorias.',
  'AGREEMENT.END_BEFORE_START': 'La fecha de fin no puede ser anterior a la de inicio.',
  'AGREEMENT.ITEMS_REQUIRED': 'Agrega al menos un producto con cantidad mayor que 0.',
  'AGREEMENT.QUANTITY_POSITIVE': 'La cantidad debe ser un número entero mayor que 0.',
  'AGREEMENT.UNIT_PRICE_NEGATIVE': 'El precio unitario no puede ser negativo.',
  'AGREEMENT.AMOUNT_TOO_PRECISE': 'Los importes admiten como máximo 2 decimales.',
  'AGREEMENT.DUPLICATE_PRODUCT': 'Cada producto puede aparecer una sola vez en el acuerdo.',
  'AGREEMENT.PRODUCT_UNAVAILABLE': 'El producto no está disponible para consignación.',
  'AGREEMENT.STOCK_SHORT': 'Stock insuficiente para el acuerdo.',
  'AGREEMENT.NOT_FOUND': 'Acuerdo no encontrado.',
  'AGREEMENT.ALREADY_EXISTS': 'Este acuerdo ya fue creado.',
  'AGREEMENT.NOT_ACTIVE': 'Solo un acuerdo activo admite ventas, devoluciones y liquidación.',
  'AGREEMENT.CANCEL_AFTER_SALE': 'No se puede cancelar un acuerdo con ventas registradas; liquídalo.',
  'SALE.ITEMS_REQUIRED': 'Agrega al menos un producto con cantidad mayor que 0.',
  'SALE.ITEM_NOT_IN_AGREEMENT': 'El producto no forma parte del acuerdo.',
  'SALE.PRICE_REQUIRED': 'Solo se venden productos con precio unitario mayor que 0.',
  'SALE.NOTHING_REMAINING': 'No quedan unidades de este producto en el acuerdo.',
  'RETURN.ITEMS_REQUIRED': 'Agrega al menos un producto con cantidad mayor que 0.',
  // Issue 45: what a partner says back from its portal, and the shop's answer.
  'STATEMENT.NOT_FOUND': 'Liquidación no encontrada.',
  'STATEMENT.ALREADY_ACKNOWLEDGED': 'Ya confirmaste esta liquidación.',
  'DISCREPANCY.PRODUCT_NOT_IN_AGREEMENT': 'Elige un producto de este acuerdo.',
  'DISCREPANCY.NOTE_REQUIRED': 'Cuéntanos qué no cuadra (hasta 500 caracteres).',
  'DISCREPANCY.NOT_FOUND': 'Diferencia no encontrada.',
  'DISCREPANCY.ALREADY_RESOLVED': 'Esta diferencia ya está resuelta.',
  'DISCREPANCY.ALREADY_REPORTED': 'Esta diferencia ya fue reportada.',
} as const;
export type AgreementErrorCode = keyof typeof AGREEMENT_MESSAGES;

const errors = errorsOf(AGREEMENT_MESSAGES);
export const { invalid: agreementInvalid, illegal: agreementIllegal } = errors;
export const agreementNotFound = () => errors.notFound('AGREEMENT.NOT_FOUND');

/** The agreement is refused naming the product, and nothing moves (checked before it is created). */
export const productUnavailable = (name: string) =>
  illegalState(
    'AGREEMENT.PRODUCT_UNAVAILABLE',
    `El producto ${name} no está disponible para consignación (debe estar activo y con stock).`,
  );
export const stockShort = (name: string, location: string, available: number, requested: number) =>
  illegalState(
    'AGREEMENT.STOCK_SHORT',
    `Stock insuficiente de ${name} en ${location}: hay ${available}, el acuerdo pide ${requested}.`,
  );
export const nothingRemaining = (name: string) =>
  illegalState('SALE.NOTHING_REMAINING', `No quedan unidades de ${name} en el acuerdo.`);
