import { errorsOf } from '../../shared/errors';

export const ADDRESS_MESSAGES = {
  'ADDRESS.NOT_FOUND': 'Dirección no encontrada.',
  'ADDRESS.TOO_MANY': 'Puedes guardar hasta 20 direcciones; elimina alguna para agregar otra.',
} as const;
export type AddressErrorCode = keyof typeof ADDRESS_MESSAGES;

const errors = errorsOf(ADDRESS_MESSAGES);
export const addressNotFound = () => errors.notFound('ADDRESS.NOT_FOUND');
export const { illegal: addressIllegal } = errors;
