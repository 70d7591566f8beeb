import { errorsOf } from '../../shared/errors';

export const HELP_REQUEST_MESSAGES = {
  'HELP_REQUEST.NOT_FOUND': 'Solicitud de ayuda no encontrada.',
  'HELP_REQUEST.ALREADY_RESOLVED': 'Esta solicitud de ayuda ya fue atendida.',
  'HELP_REQUEST.EMPTY_MESSAGE': 'El mensaje para el personal no puede estar vacío.',
} as const;
export type HelpRequestErrorCode = keyof typeof HELP_REQUEST_MESSAGES;

const errors = errorsOf(HELP_REQUEST_MESSAGES);
export const helpRequestNotFound = () => errors.notFound('HELP_REQUEST.NOT_FOUND');
export const { illegal: helpRequestIllegal, invalid: helpRequestInvalid } = errors;
