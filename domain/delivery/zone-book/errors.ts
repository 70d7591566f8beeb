import { errorsOf } from '../../shared/errors';

export const ZONE_MESSAGES = {
  'ZONE.NOT_FOUND': 'Zona de entrega no encontrada.',
  'ZONE.NAME_REQUIRED': 'Indica el nombre de la zona (máximo 60 caracteres).',
  'ZONE.NAME_TAKEN': 'Ya existe una zona con ese nombre.',
  'ZONE.ID_TAKEN': 'Ya existe una zona con ese identificador.',
  'ZONE.ID_FORMAT': 'El identificador admite minúsculas, dígitos y guiones (máximo 40).',
  'ZONE.FEE': 'El costo de envío debe estar entre 0 y 1000, con hasta dos decimales.',
  'ZONE.TIME': 'El tiempo estimado debe ser un número entero de minutos entre 5 y 480.',
  'ZONE.BOUNDARIES': 'El contorno necesita entre 3 y 100 puntos con latitud y longitud válidas.',
  'ZONE.ZIP_CODES': 'Indica entre 1 y 50 códigos postales de 5 dígitos.',
  'ZONE.ZIP_TAKEN': 'Un código postal ya pertenece a otra zona activa.',
  'ZONE.NOTHING_TO_CHANGE': 'Indica al menos un dato de la zona para cambiar.',
} as const;
export type ZoneErrorCode = keyof typeof ZONE_MESSAGES;

const errors = errorsOf(ZONE_MESSAGES);
export const { invalid: zoneInvalid } = errors;
export const zoneNotFound = () => errors.notFound('ZONE.NOT_FOUND');
