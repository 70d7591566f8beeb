import { errorsOf, illegalState, invalid } from '../../shared/errors';

export const MAX_ENTRY_DESCRIPTION = 300;
export const MAX_ENTRY_REASON = 300;

export const LEDGER_MESSAGES = {
  'LEDGER.MONTH': 'Indica el periodo (aaaa-mm).',
  'LEDGER.DATE': 'Indica la fecha del asiento (aaaa-mm-dd).',
  'LEDGER.FUTURE_DATE': 'La fecha del asiento no puede ser posterior al día en que se registra.',
  'LEDGER.PERIOD':
    'Un asiento se registra en el mes de su fecha o, si ese periodo está cerrado, en un periodo abierto posterior; nunca en un mes futuro.',
  'LEDGER.DESCRIPTION': `Indica la descripción del asiento (máximo ${MAX_ENTRY_DESCRIPTION} caracteres).`,
  'LEDGER.REASON': `Indica el motivo (máximo ${MAX_ENTRY_REASON} caracteres).`,
  'LEDGER.TOO_FEW_LINES': 'Un asiento necesita al menos dos líneas.',
  'LEDGER.NEGATIVE_AMOUNT': 'El importe no puede ser negativo.',
  'LEDGER.AMOUNT': 'Los importes de un asiento van en centavos enteros.',
  'LEDGER.LINE_SIDE': 'Cada línea lleva un débito o un crédito: no ambos, ni ninguno.',
  'LEDGER.REVERSAL_BY_POST': 'Una reversión se registra revirtiendo el asiento.',
  'LEDGER.REVERSAL_MONTH': 'La reversión se registra en el periodo del asiento revertido.',
  'LEDGER.MONTH_TOO_LARGE': 'Los importes del periodo no pueden superar 90,000,000,000,000.00.',
  'LEDGER.MONTH_NOT_OVER': 'Un periodo se cierra cuando el mes ha terminado.',
} as const;
export type LedgerErrorCode = keyof typeof LEDGER_MESSAGES;

const errors = errorsOf(LEDGER_MESSAGES);
export const { invalid: ledgerInvalid, illegal: ledgerIllegal } = errors;

/** Centavos as the shop writes pesos: 1,234.50. Built by hand so no runtime locale changes a message. */
export const pesosText = (cents: number) => {
  const abs = Math.abs(cents);
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 ? '-' : ''}${whole}.${String(abs % 100).padStart(2, '0')}`;
};

// Messages that name the figures or the account, so the accountant can fix the entry without guessing.
export const unbalanced = (debitCents: number, creditCents: number) =>
  invalid(
    'LEDGER.UNBALANCED',
    `El asiento no cuadra: débitos ${pesosText(debitCents)}, créditos ${pesosText(creditCents)}.`,
    'lines',
  );
export const unknownAccount = (code: string, path: string) =>
  invalid('LEDGER.UNKNOWN_ACCOUNT', `La cuenta ${code} no existe en el plan de cuentas.`, path);
export const inactiveAccount = (code: string) =>
  illegalState('LEDGER.INACTIVE_ACCOUNT', `La cuenta ${code} está inactiva: actívala o usa otra cuenta.`);
export const periodClosed = (month: string) =>
  illegalState('LEDGER.PERIOD_CLOSED', `El periodo ${month} está cerrado.`);
export const periodClosedForReversal = (month: string) =>
  illegalState(
    'LEDGER.PERIOD_CLOSED',
    `El periodo ${month} está cerrado: el asiento ya no se puede revertir; registra un asiento de corrección en el periodo abierto.`,
  );
export const alreadyReversed = (entryId: string, by: string) =>
  illegalState('LEDGER.ALREADY_REVERSED', `El asiento ${entryId} ya fue revertido por el asiento ${by}.`);
