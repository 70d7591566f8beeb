import { errorsOf } from '../../shared/errors';

export const SUBSCRIPTION_MESSAGES = {
  'SUBSCRIPTION.NOT_FOUND': 'Suscripción no encontrada.',
  'SUBSCRIPTION.ALREADY_EXISTS': 'Esta suscripción ya fue registrada.',
  'SUBSCRIPTION.PLAN_REQUIRED': 'Elige un plan.',
  'SUBSCRIPTION.UNKNOWN_PLAN': 'El plan elegido no existe o no está disponible.',
  'SUBSCRIPTION.OUTSIDE_ZONES':
    'Lo sentimos, no entregamos en ese código postal. Zonas de entrega: Downtown, Brickell y Miami Beach.',
  'SUBSCRIPTION.START_IN_PAST': 'La fecha de inicio no puede ser anterior a hoy.',
  'SUBSCRIPTION.CUSTOMER_REQUIRED': 'Elige el cliente.',
  'SUBSCRIPTION.CUSTOMER_NOT_FOUND': 'Cliente no encontrado.',
  'SUBSCRIPTION.CUSTOMER_STAFF_ONLY': 'Solo el personal suscribe a otro cliente.',
  'SUBSCRIPTION.START_REQUIRED': 'Indica la fecha de inicio.',
  'SUBSCRIPTION.NOTHING_TO_CHANGE': 'Indica un plan o una dirección para cambiar.',
  'SUBSCRIPTION.PREFERRED_DAY': 'Elige un día de entrega de lunes a sábado.',
  'SUBSCRIPTION.CANCELLED': 'La suscripción está cancelada: no admite cambios.',
  'SUBSCRIPTION.ALREADY_PAUSED': 'La suscripción ya está en pausa.',
  'SUBSCRIPTION.NOT_PAUSED': 'La suscripción no está en pausa.',
  'SUBSCRIPTION.PAUSE_UNTIL': 'La pausa debe terminar después de hoy.',
  'SUBSCRIPTION.REASON_REQUIRED': 'Indica el motivo.',
  'SUBSCRIPTION.NOTHING_TO_SKIP': 'No hay una próxima entrega que omitir.',
  'SUBSCRIPTION.NO_CHARGE': 'Ese ciclo no tiene cargo pendiente.',
  'SUBSCRIPTION.CYCLE_NOT_DUE': 'Ese ciclo no corresponde: omitido, en pausa o fuera del calendario del plan.',
} as const;
export type SubscriptionErrorCode = keyof typeof SUBSCRIPTION_MESSAGES;

const errors = errorsOf(SUBSCRIPTION_MESSAGES);
export const { invalid: subscriptionInvalid, illegal: subscriptionIllegal } = errors;
export const subscriptionNotFound = () => errors.notFound('SUBSCRIPTION.NOT_FOUND');
