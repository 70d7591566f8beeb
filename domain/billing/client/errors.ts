import { errorsOf } from '../../shared/errors';

// Stable codes (the i18n keys) with the Spanish text the screens show.
export const CLIENT_MESSAGES = {
  'CLIENT.NAME_REQUIRED': 'El nombre del cliente es obligatorio',
  'CLIENT.EMAIL_INVALID': 'El correo electrónico no es válido.',
  'CLIENT.ALREADY_EXISTS': 'Este cliente ya fue registrado con otros datos.',
  'CLIENT.NOT_FOUND': 'Cliente no encontrado.',
} as const;
export type ClientErrorCode = keyof typeof CLIENT_MESSAGES;

const errors = errorsOf(CLIENT_MESSAGES);
export const { invalid: clientInvalid, illegal: clientIllegal } = errors;
export const clientNotFound = () => errors.notFound('CLIENT.NOT_FOUND');
