import { errorsOf } from '../../shared/errors';

// Stable codes (the i18n keys) with the Spanish text the delivery screens and the driver's phone show.
export const DELIVERY_ERROR_MESSAGES = {
  'DELIVERY.NOT_FOUND': 'Entrega no encontrada.',
  'DELIVERY.INVALID_ID': 'Identificador de entrega inválido.',
  'DELIVERY.NOT_A_DRIVER': 'El usuario elegido no es un repartidor activo.',
  'DELIVERY.ALREADY_ASSIGNED': 'La entrega ya tiene un repartidor asignado: usa Reasignar para cambiarlo.',
  'DELIVERY.ALREADY_PICKED_UP': 'El repartidor ya recogió el paquete: no se puede reasignar.',
  'DELIVERY.NOT_ASSIGNED': 'La entrega aún no tiene repartidor asignado.',
  'DELIVERY.WRONG_PACKAGE': 'El código escaneado no corresponde a esta entrega.',
  'DELIVERY.NOT_PICKED_UP': 'Escanea el código del paquete antes de iniciar la ruta.',
  'DELIVERY.NOT_IN_TRANSIT': 'Solo se puede entregar o marcar como fallida una entrega en camino.',
  'DELIVERY.RECIPIENT_REQUIRED': 'Indica el nombre de quien recibe.',
  'DELIVERY.REASON_REQUIRED': 'Indica el motivo.',
  'DELIVERY.CANNOT_CANCEL': 'La entrega ya fue entregada: no se puede cancelar.',
  'DELIVERY.CLOSED': 'La entrega ya está cerrada (entregada o cancelada).',
  'DELIVERY.INVALID_STATUS': 'Estado no válido: IN_TRANSIT, DELIVERED, CANCELLED o PENDING (intento fallido).',
  'DELIVERY.CANCEL_STAFF_ONLY': 'Solo el equipo de entregas puede cancelar una entrega.',
  'DELIVERY.PHOTO_INVALID': 'La foto debe ser una imagen JPEG o PNG de hasta 150 KB.',
  'DELIVERY.CODE_REQUIRED': 'Escanea o escribe el código del paquete.',
} as const;
export type DeliveryErrorCode = keyof typeof DELIVERY_ERROR_MESSAGES;

const errors = errorsOf(DELIVERY_ERROR_MESSAGES);
export const { invalid: deliveryInvalid, illegal: deliveryIllegal } = errors;
export const deliveryNotFound = () => errors.notFound('DELIVERY.NOT_FOUND');
