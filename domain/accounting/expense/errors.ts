import { errorsOf } from '../../shared/errors';

export const MAX_EXPENSE_VENDOR = 120;
export const MAX_EXPENSE_DESCRIPTION = 300;
export const MAX_EXPENSE_ATTACHMENT = 200;

export const EXPENSE_MESSAGES = {
  'EXPENSE.DATE': 'Indica la fecha del gasto (aaaa-mm-dd).',
  'EXPENSE.CATEGORY':
    'Elige la categoría del gasto: alquiler, servicios, transporte, publicidad, mantenimiento, insumos u otros.',
  'EXPENSE.VENDOR': `Indica el proveedor (máximo ${MAX_EXPENSE_VENDOR} caracteres).`,
  'EXPENSE.DESCRIPTION': `Indica la descripción del gasto (máximo ${MAX_EXPENSE_DESCRIPTION} caracteres).`,
  'EXPENSE.NEGATIVE_AMOUNT': 'El importe no puede ser negativo.',
  'EXPENSE.AMOUNT': 'El importe del gasto debe ser mayor que 0, con 2 decimales como máximo.',
  'EXPENSE.PAYMENT_METHOD': 'Elige efectivo, tarjeta o transferencia.',
  'EXPENSE.ATTACHMENT': `El nombre del adjunto admite como máximo ${MAX_EXPENSE_ATTACHMENT} caracteres.`,
  'EXPENSE.ID_TAKEN': 'Ya existe un gasto con ese identificador y otros datos.',
} as const;
export type ExpenseErrorCode = keyof typeof EXPENSE_MESSAGES;

const errors = errorsOf(EXPENSE_MESSAGES);
export const { invalid: expenseInvalid, illegal: expenseIllegal } = errors;
