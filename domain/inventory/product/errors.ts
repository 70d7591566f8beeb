import { illegalState, invalid, notFound } from '../../shared/errors';

// Stable codes (the i18n keys) with the Spanish text the screens show. Spec 5 gives the rules;
// it words none of them for products, so these texts are ours.
export const INVENTORY_MESSAGES = {
  'PRODUCT.NAME_REQUIRED': 'El nombre del producto es obligatorio.',
  'PRODUCT.SKU_REQUIRED': 'El SKU es obligatorio.',
  'PRODUCT.CATEGORY_REQUIRED': 'La categoría es obligatoria.',
  'PRODUCT.PRICE_NOT_POSITIVE': 'El precio debe ser mayor que 0.',
  'PRODUCT.WHOLESALE_NEGATIVE': 'El precio mayorista no puede ser negativo.',
  'PRODUCT.AMOUNT_TOO_PRECISE': 'Los importes admiten como máximo 2 decimales.',
  'PRODUCT.STOCK_NEGATIVE': 'El stock inicial debe ser un número entero mayor o igual a 0.',
  'PRODUCT.MIN_STOCK_NEGATIVE': 'El stock mínimo debe ser un número entero mayor o igual a 0.',
  'PRODUCT.INVALID_STATUS': 'El estado debe ser Activo, Inactivo o Descontinuado.',
  'PRODUCT.LOCATION_REQUIRED': 'La ubicación es obligatoria.',
  'PRODUCT.ALREADY_EXISTS': 'Este producto ya fue registrado.',
  'PRODUCT.NOT_FOUND': 'Producto no encontrado.',
  'PRODUCT.SKU_TAKEN': 'Ya existe un producto con ese SKU.',
  'PRODUCT.BARCODE_TAKEN': 'Ya existe un producto con ese código de barras.',
  'PRODUCT.SKU_IMMUTABLE': 'El SKU no se puede cambiar: identifica al producto en importaciones y referencias.',
  'MOVEMENT.PRODUCT_REQUIRED': 'Selecciona un producto.',
  'MOVEMENT.INVALID_TYPE': 'Tipo de movimiento no válido.',
  'MOVEMENT.QUANTITY_MIN': 'La cantidad debe ser un número entero mayor o igual a 1.',
  'MOVEMENT.INVALID_DIRECTION': 'Un ajuste es de entrada (in) o de salida (out).',
  'MOVEMENT.TARGET_REQUIRED': 'Una transferencia necesita una ubicación de destino.',
  'MOVEMENT.TARGET_SAME': 'La ubicación de destino debe ser distinta de la de origen.',
  'MOVEMENT.REFERENCE_REQUIRED': 'Este tipo de movimiento necesita tipo e id de referencia.',
  'MOVEMENT.INSUFFICIENT_STOCK': 'Stock insuficiente.',
  'MOVEMENT.INSUFFICIENT_CONSIGNED': 'No hay suficientes unidades en consignación.',
  'MOVEMENT.LOCATION_RESERVED':
    'La ubicación «consignación» está reservada para las unidades en consignación; elige otra.',
  'STOCK.QUANTITY_NEGATIVE': 'La cantidad debe ser un número entero mayor o igual a 0.',
  'PRODUCT.VASE_LIFE': 'La vida en florero son días enteros entre 1 y 60.',
  'LOT.REQUIRED': 'Este producto exige lote: indica proveedor, fecha de corte o vida en florero.',
  'LOT.VASE_LIFE_REQUIRED': 'Indica la vida en florero del lote (días) o la del producto.',
  'LOT.ONLY_ON_RECEIPT': 'Solo una compra recibe un lote nuevo; para sacar de un lote, indica su id.',
  'LOT.NOT_FOUND': 'Ese lote no existe en este producto.',
  'LOT.CUT_DATE': 'La fecha de corte es un día válido (aaaa-mm-dd) y no posterior a hoy.',
  'LOT.SHORT': 'El lote no tiene unidades suficientes.',
  'LOT.SELL_BY_AHEAD': 'El lote aún no llega a su último día de venta.',
  'WASTE.CAUSE_REQUIRED': 'Indica la causa de la merma: vencida, dañada, calidad, evento sin vender u otra.',
  'WASTE.CAUSE_ONLY_FOR_WASTE': 'Solo una merma lleva causa.',
} as const;
export type InventoryErrorCode = keyof typeof INVENTORY_MESSAGES;

const M = INVENTORY_MESSAGES;
export const inventoryInvalid = (code: InventoryErrorCode, path: string) => invalid(code, M[code], path);
export const productNotFound = () => notFound('PRODUCT.NOT_FOUND', M['PRODUCT.NOT_FOUND']);
export const productAlreadyExists = () => illegalState('PRODUCT.ALREADY_EXISTS', M['PRODUCT.ALREADY_EXISTS']);
export const skuTaken = (sku: string) => illegalState('PRODUCT.SKU_TAKEN', `Ya existe un producto con el SKU ${sku}.`);
export const barcodeTaken = (barcode: string) =>
  illegalState('PRODUCT.BARCODE_TAKEN', `Ya existe un producto con el código de barras ${barcode}.`);

/** Refused with the figures, so the person at the counter knows what is left (409). */
export const insufficientStock = (product: string, location: string, available: number, requested: number) =>
  illegalState(
    'MOVEMENT.INSUFFICIENT_STOCK',
    `Stock insuficiente de ${product} en ${location}: hay ${available}, se piden ${requested}.`,
  );
export const insufficientConsigned = (product: string, available: number, requested: number) =>
  illegalState(
    'MOVEMENT.INSUFFICIENT_CONSIGNED',
    `No hay suficientes unidades de ${product} en consignación: hay ${available}, se piden ${requested}.`,
  );

/** A named lot short of units, with what it holds (409). */
export const lotShort = (lot: string, location: string, available: number, requested: number) =>
  illegalState('LOT.SHORT', `El lote ${lot} tiene ${available} unidades en ${location}; se piden ${requested}.`);
