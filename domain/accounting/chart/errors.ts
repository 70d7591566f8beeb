import { errorsOf, illegalState } from '../../shared/errors';

export const MAX_ACCOUNT_NAME = 120;

export const CHART_MESSAGES = {
  'ACCOUNT.CODE': 'El código de cuenta debe tener de 1 a 10 dígitos.',
  'ACCOUNT.NAME': `Indica el nombre de la cuenta (máximo ${MAX_ACCOUNT_NAME} caracteres).`,
  'ACCOUNT.KIND': 'Elige el tipo de cuenta: activo, pasivo, patrimonio, ingreso o gasto.',
  'ACCOUNT.ACTIVE': 'Indica si la cuenta queda activa o inactiva.',
  'ACCOUNT.CODE_TAKEN': 'Ya existe una cuenta con ese código.',
  'ACCOUNT.NOT_FOUND': 'Cuenta no encontrada.',
} as const;
export type ChartErrorCode = keyof typeof CHART_MESSAGES;

const errors = errorsOf(CHART_MESSAGES);
export const { invalid: chartInvalid } = errors;
export const accountNotFound = () => errors.notFound('ACCOUNT.NOT_FOUND');
/** 409, naming the code and the account that holds it, so the accountant sees which one. */
export const accountCodeTaken = (code: string, name: string) =>
  illegalState('ACCOUNT.CODE_TAKEN', `Ya existe la cuenta ${code} (${name}).`);
