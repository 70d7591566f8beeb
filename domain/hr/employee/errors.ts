import { errorsOf } from '../../shared/errors';

export const MAX_EMPLOYEE_NAME = 120;
export const MAX_POSITION = 80;
export const MAX_CONTACT_FIELD = 120;
export const MAX_HR_REASON = 300;
/** A week's agreed hours at most (a sanity bound, not a labour rule). */
export const MAX_WEEKLY_HOURS = 80;
/** A shift longer than a day is a forgotten clock-out: HR closes it with the real time instead. */
export const MAX_SHIFT_HOURS = 24;

export const EMPLOYEE_MESSAGES = {
  'EMPLOYEE.NAME': `Indica el nombre del empleado (máximo ${MAX_EMPLOYEE_NAME} caracteres).`,
  'EMPLOYEE.POSITION': `Indica el puesto (máximo ${MAX_POSITION} caracteres).`,
  'EMPLOYEE.HIRE_DATE': 'Indica la fecha de alta (aaaa-mm-dd).',
  'EMPLOYEE.PAY': 'Indica la tarifa por hora o el salario mensual: mayor que 0, con 2 decimales como máximo.',
  'EMPLOYEE.WEEKLY_HOURS': `Las horas semanales van de 0 a ${MAX_WEEKLY_HOURS}.`,
  'EMPLOYEE.CONTACT': 'Indica nombre y teléfono del contacto de emergencia.',
  'EMPLOYEE.EFFECTIVE_ON': 'Indica la fecha efectiva del cambio (aaaa-mm-dd).',
  'EMPLOYEE.STATUS': 'Elige el estado: activo, de permiso o baja.',
  'EMPLOYEE.REASON': `Indica el motivo (máximo ${MAX_HR_REASON} caracteres).`,
  'EMPLOYEE.ID_TAKEN': 'Ya existe un empleado con ese identificador.',
  'EMPLOYEE.NOT_FOUND': 'Empleado no encontrado.',
  'EMPLOYEE.TERMINATED': 'El empleado está dado de baja: no puede fichar.',
  'EMPLOYEE.SAME_STATUS': 'El empleado ya está en ese estado.',
  'SHIFT.ALREADY_OPEN': 'Ya hay un turno abierto: registra la salida antes de una nueva entrada.',
  'SHIFT.NONE_OPEN': 'No hay un turno abierto.',
  'SHIFT.OVERLAP': 'El turno se solapa con otro turno del empleado.',
  'SHIFT.ORDER': 'La salida debe ser posterior a la entrada.',
  'SHIFT.TOO_LONG': `Un turno no puede durar más de ${MAX_SHIFT_HOURS} horas.`,
  'SHIFT.FUTURE': 'La hora no puede ser posterior a ahora.',
  'SHIFT.INSTANT': 'Indica una fecha y hora válidas (ISO-8601).',
  'SHIFT.NOT_FOUND': 'Turno no encontrado.',
  'SHIFT.OPEN': 'El turno sigue abierto: registra la salida en lugar de corregirlo.',
} as const;
export type EmployeeErrorCode = keyof typeof EMPLOYEE_MESSAGES;

const errors = errorsOf(EMPLOYEE_MESSAGES);
export const { invalid: employeeInvalid, illegal: employeeIllegal, notFound: employeeNotFound } = errors;
