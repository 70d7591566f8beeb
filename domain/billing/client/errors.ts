import { illegalState, invalid, notFound } from '../../shared/errors';

// Stable codes (the i18n keys) with the Spanish text the screens show.
export const CLIENT_MESSAGES = {
  'CLIENT.NAME_REQUIRED': 'El nombre del cliente es obligatorio',
  'CLIENT.EMAIL_INVALID': 'El correo electrónico no es válido.',
  'CLIENT.ALREADY_EXISTS': 'Este cliente ya fue registrado con otros datos.',
  'CLIENT.NOT_FOUND': 'Cliente no encontrado.',
} as const;
export type ClientErrorCode = keyof typeof CLIENT_MESSAGES;

const M = CLIENT_MESSAGES;
export const clientInvalid = (code: ClientErrorCode, path: string) => invalid(code, M[code], path);
export const clientIllegal = (code: ClientErrorCode) => illegalState(code, M[code]);
export const clientNotFound = () => notFound('CLIENT.NOT_FOUND', M['CLIENT.NOT_FOUND']);
