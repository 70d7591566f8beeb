import { DomainError, errorsOf } from '../../shared/errors';

export const MAX_PERIOD_DAYS = 31;
export const MAX_ADJUSTMENTS = 200;

export const PAYROLL_MESSAGES = {
  'PAYROLL.PERIOD': 'Indica el inicio y el fin del periodo (aaaa-mm-dd), el fin no anterior al inicio.',
  'PAYROLL.PERIOD_LENGTH': `El periodo de una nómina va de 1 a ${MAX_PERIOD_DAYS} días.`,
  'PAYROLL.EXISTS': 'Ya existe una nómina para ese periodo.',
  'PAYROLL.NOT_FOUND': 'Nómina no encontrada.',
  'PAYROLL.NOT_DRAFT': 'Solo una nómina en borrador se puede modificar o recalcular.',
  'PAYROLL.NOT_APPROVED': 'La nómina debe estar aprobada para pagarla.',
  'PAYROLL.ALREADY_PAID': 'La nómina ya está pagada.',
  'PAYROLL.DISCARDED': 'La nómina está descartada.',
  'PAYROLL.EMPTY': 'La nómina no tiene empleados: no hay nada que aprobar.',
  'PAYROLL.EMPLOYEE': 'El empleado no está en esta nómina.',
  'PAYROLL.ADJUSTMENT_KIND': 'Elige si el ajuste es un complemento o una deducción.',
  'PAYROLL.ADJUSTMENT_AMOUNT': 'El importe del ajuste debe ser mayor que 0, con 2 decimales como máximo.',
  'PAYROLL.ADJUSTMENT_REASON': 'Indica el motivo del ajuste (máximo 300 caracteres).',
  'PAYROLL.TOO_MANY_ADJUSTMENTS': `Una nómina admite como máximo ${MAX_ADJUSTMENTS} ajustes.`,
  'PAYROLL.NEGATIVE_NET': 'Las deducciones no pueden superar lo que cobra el empleado.',
  'PAYROLL.METHOD': 'Elige banco o efectivo.',
  'PAYROLL.PAID_ON': 'Indica la fecha de pago (aaaa-mm-dd).',
  'PAYROLL.REASON': 'Indica el motivo (máximo 300 caracteres).',
} as const;
export type PayrollErrorCode = keyof typeof PAYROLL_MESSAGES;

const errors = errorsOf(PAYROLL_MESSAGES);
export const { invalid: payrollInvalid, illegal: payrollIllegal, notFound: payrollNotFound } = errors;

/**
 * 409 (issue 38): the period shares a day with another run that is not discarded, named by its id and
 * period — or by its id alone while its draft is still being sent. The form shows it on the start day.
 */
export function payrollOverlap(runId: string, period?: { periodStart: string; periodEnd: string }): DomainError {
  const which = period ? `${runId} (${period.periodStart}–${period.periodEnd})` : `${runId}, que se está preparando`;
  const message = `El periodo se superpone con la nómina ${which}.`;
  return new DomainError('PAYROLL.OVERLAP', 'illegal-state', message, [{ path: 'periodStart', message }]);
}
