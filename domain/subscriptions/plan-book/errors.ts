import { errorsOf } from '../../shared/errors';

export const PLAN_MESSAGES = {
  'PLAN.NOT_FOUND': 'Plan de suscripción no encontrado.',
  'PLAN.NAME_TAKEN': 'Ya existe un plan con ese nombre.',
  'PLAN.ID_TAKEN': 'Ya existe un plan con ese identificador.',
  'PLAN.NOTHING_TO_CHANGE': 'Indica al menos un dato del plan para cambiar.',
} as const;
const errors = errorsOf(PLAN_MESSAGES);
export const { invalid: planInvalid } = errors;
export const planNotFound = () => errors.notFound('PLAN.NOT_FOUND');
