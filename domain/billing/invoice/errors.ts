import { errorsOf } from '../../shared/errors';

// Stable codes (the i18n keys) with the Spanish text the screens show. The INVOICE.* texts of
// spec 5 and 8 are word for word; the rest complete the rules the spec leaves without one.
// INVOICE.NUMBER_TAKEN is the numbering stream's (numbering/errors.ts names the number).
export const INVOICE_MESSAGES = {
  'INVOICE.CLIENT_REQUIRED': 'Debe seleccionar un cliente',
  'INVOICE.ITEMS_REQUIRED': 'Debe agregar al menos un ítem',
  'INVOICE.ITEM_DESCRIPTION_REQUIRED': 'Todos los ítems deben tener un producto o descripción',
  'INVOICE.ITEM_QUANTITY_INVALID': 'Todos los ítems deben tener una cantidad válida',
  'INVOICE.KEEP_ONE_ITEM': 'La factura debe tener al menos un ítem',
  'INVOICE.DATE_REQUIRED': 'La fecha de la factura es obligatoria.',
  'INVOICE.DUE_BEFORE_DATE': 'La fecha de vencimiento no puede ser anterior a la fecha de la factura.',
  'INVOICE.PRICE_NEGATIVE': 'El precio no puede ser negativo.',
  'INVOICE.AMOUNT_TOO_PRECISE': 'Los importes admiten como máximo 2 decimales.',
  'INVOICE.PRODUCT_NOT_FOUND': 'Producto no encontrado.',
  'INVOICE.NOT_FOUND': 'Error al actualizar la factura',
  'INVOICE.ALREADY_EXISTS': 'Esta factura ya fue creada con otros datos.',
  'INVOICE.NOT_EDITABLE': 'Solo se pueden editar facturas en borrador o pendientes.',
  'INVOICE.DRAFT_ONLY': 'Solo una factura nueva o en borrador se puede guardar como borrador.',
  'INVOICE.NUMBER_LOCKED': 'El número de una factura emitida no se puede cambiar.',
  'INVOICE.NUMBER_TAKEN': 'Ya existe una factura con ese número.',
  'INVOICE.NUMBER_INVALID': 'El número de factura admite letras, dígitos, guiones y barras (máximo 30).',
  'INVOICE.NOT_DRAFT': 'Solo se puede emitir una factura en borrador.',
  'INVOICE.NOT_PENDING': 'Solo se puede marcar como pagada una factura pendiente.',
  'INVOICE.NOT_CANCELLABLE': 'Una factura pagada no se puede cancelar.',
  'SYNC.OFFLINE_ONLY': 'Esta función solo está disponible en modo offline',
  'SYNC.NOTHING_PENDING': 'No hay facturas pendientes de sincronización',
} as const;
export type InvoiceErrorCode = keyof typeof INVOICE_MESSAGES;

const errors = errorsOf(INVOICE_MESSAGES);
export const { invalid: invoiceInvalid, illegal: invoiceIllegal } = errors;
/** Spec 8: updating an invoice that does not exist shows 'Error al actualizar la factura'. */
export const invoiceNotFound = () => errors.notFound('INVOICE.NOT_FOUND');
export const productNotFound = () => errors.notFound('INVOICE.PRODUCT_NOT_FOUND');
