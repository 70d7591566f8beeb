import { z } from 'zod';
import { onlyKnownParameters } from '../../domain/orders';
import { isIsoDay } from '../../domain/shared';
import { minPositionQuery } from '../consistency';

// The books' query strings (issue 18): days are the shop's (yyyy-mm-dd), inclusive; an account is its
// code. Nothing else is accepted (an unknown key is a 400 naming it); an empty parameter is "not given".

const MAX_PAGE = 10_000;
export const ACCOUNTING_QUERY_MESSAGES = {
  'ACCOUNTING.INVALID_DAY': 'La fecha debe ser un día válido (aaaa-mm-dd).',
  'ACCOUNTING.INVALID_RANGE': 'La fecha inicial no puede ser posterior a la final.',
  'ACCOUNTING.INVALID_ACCOUNT': 'La cuenta debe ser un código de 1 a 10 dígitos.',
  'ACCOUNTING.INVALID_PAGE': `La página debe ser un número entero entre 1 y ${MAX_PAGE}.`,
} as const;
const M = ACCOUNTING_QUERY_MESSAGES;

const blank = (v: unknown) => (v === '' ? undefined : v);
const day = z.preprocess(
  blank,
  z
    .string({ error: M['ACCOUNTING.INVALID_DAY'] })
    .max(10, { error: M['ACCOUNTING.INVALID_DAY'] })
    .refine(isIsoDay, { error: M['ACCOUNTING.INVALID_DAY'] })
    .optional(),
);
const account = z
  .string({ error: M['ACCOUNTING.INVALID_ACCOUNT'] })
  .regex(/^\d{1,10}$/, { error: M['ACCOUNTING.INVALID_ACCOUNT'] });
const page = z.preprocess(
  blank,
  z.coerce
    .number({ error: M['ACCOUNTING.INVALID_PAGE'] })
    .int({ error: M['ACCOUNTING.INVALID_PAGE'] })
    .min(1, { error: M['ACCOUNTING.INVALID_PAGE'] })
    .max(MAX_PAGE, { error: M['ACCOUNTING.INVALID_PAGE'] })
    .default(1),
);

const inOrder = (q: { from?: string; to?: string; asOf?: string }) => !q.from || q.from <= (q.to ?? q.asOf ?? q.from);
const span = {
  from: day.describe('aaaa-mm-dd: desde este día, incluido'),
  to: day.describe('aaaa-mm-dd: hasta este día, incluido (hoy si falta)'),
  asOf: day.describe('aaaa-mm-dd: a esta fecha (como to)'),
};

export const reportQuery = onlyKnownParameters({ ...span, ...minPositionQuery }).refine(inOrder, {
  error: M['ACCOUNTING.INVALID_RANGE'],
  path: ['from'],
});

export const generalLedgerQuery = onlyKnownParameters({
  ...span,
  account: account.describe('El código de la cuenta'),
  page,
  ...minPositionQuery,
}).refine(inOrder, { error: M['ACCOUNTING.INVALID_RANGE'], path: ['from'] });
