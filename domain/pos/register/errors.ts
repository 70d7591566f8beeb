import { errorsOf } from '../../shared/errors';

export const REGISTER_MESSAGES = {
  'REGISTER.SESSION_OPEN': 'Esta caja ya tiene una sesión abierta: ciérrala antes de abrir otra.',
  'REGISTER.NO_OPEN_SESSION': 'La sesión de caja está cerrada: abre una sesión para vender.',
  'REGISTER.OPENING_CASH': 'El fondo de caja debe ser 0 o mayor, con 2 decimales como máximo.',
  'REGISTER.COUNTED_CASH': 'Indica el efectivo contado por denominación.',
  'REGISTER.NOT_FOUND': 'Caja no encontrada.',
} as const;
export type RegisterErrorCode = keyof typeof REGISTER_MESSAGES;

const errors = errorsOf(REGISTER_MESSAGES);
export const { invalid: registerInvalid, illegal: registerIllegal } = errors;
export const registerNotFound = () => errors.notFound('REGISTER.NOT_FOUND');
