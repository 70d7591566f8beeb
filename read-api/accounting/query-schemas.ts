import { z } from 'zod';
import { ENTRY_SOURCE_KINDS, EXPENSE_CATEGORIES, type ExpenseCategory } from '../../domain/accounting';
import { onlyKnownParameters } from '../../domain/orders';
import { isIsoDay } from '../../domain/shared';
import { minPositionQuery } from '../shared/consistency';

// The books' query strings (issue 18): days are the shop's (yyyy-mm-dd), inclusive; an account is its
// code. Nothing else is accepted (an unknown key is a 400 naming it); an empty parameter is "not given".

const MAX_PAGE = 10_000;
export const ACCOUNTING_QUERY_MESSAGES = {
  'ACCOUNTING.INVALID_DAY': 'La fecha debe ser un día válido (aaaa-mm-dd).',
  'ACCOUNTING.INVALID_RANGE': 'La fecha inicial no puede ser posterior a la final.',
  'ACCOUNTING.INVALID_ACCOUNT': 'La cuenta debe ser un código de 1 a 10 dígitos.',
  'ACCOUNTING.INVALID_PAGE': `La página debe ser un número entero entre 1 y ${MAX_PAGE}.`,
  'ACCOUNTING.INVALID_SOURCE': 'El origen debe ser event, manual, reversal o el id de un evento.',
  'ACCOUNTING.INVALID_CATEGORY': `La categoría debe ser una de: ${Object.keys(EXPENSE_CATEGORIES).join(', ')}.`,
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A source kind, or the id of the event the entries were posted from (the drill-down from an event). */
const source = z.preprocess(
  blank,
  z
    .string({ error: M['ACCOUNTING.INVALID_SOURCE'] })
    .max(36, { error: M['ACCOUNTING.INVALID_SOURCE'] })
    .refine((v) => (ENTRY_SOURCE_KINDS as readonly string[]).includes(v) || UUID.test(v), {
      error: M['ACCOUNTING.INVALID_SOURCE'],
    })
    .optional(),
);
const category = z.preprocess(
  blank,
  z
    .string({ error: M['ACCOUNTING.INVALID_CATEGORY'] })
    .max(20, { error: M['ACCOUNTING.INVALID_CATEGORY'] })
    .refine((v): v is ExpenseCategory => Object.hasOwn(EXPENSE_CATEGORIES, v), {
      error: M['ACCOUNTING.INVALID_CATEGORY'],
    })
    .optional(),
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

/** The lists' span: from (the first of `to`'s month when absent) to (today when absent); no asOf. */
const listSpan = { from: span.from, to: span.to };

export const journalQuery = onlyKnownParameters({
  ...listSpan,
  account: z.preprocess(blank, account.optional()).describe('Solo los asientos con una línea en esta cuenta'),
  source: source.describe('event, manual, reversal, o el id del evento origen'),
  page,
  ...minPositionQuery,
}).refine(inOrder, { error: M['ACCOUNTING.INVALID_RANGE'], path: ['from'] });

export const expensesQuery = onlyKnownParameters({
  ...listSpan,
  category: category.describe(`Una categoría: ${Object.keys(EXPENSE_CATEGORIES).join(', ')}`),
  page,
  ...minPositionQuery,
}).refine(inOrder, { error: M['ACCOUNTING.INVALID_RANGE'], path: ['from'] });

/** A general ledger's file: every line of the span, so no page. */
export const generalLedgerExportQuery = onlyKnownParameters({
  ...span,
  account: account.describe('El código de la cuenta'),
  ...minPositionQuery,
}).refine(inOrder, { error: M['ACCOUNTING.INVALID_RANGE'], path: ['from'] });

/** The chart's: only ?minPosition (the chart is folded from its stream, so always at least that fresh). */
export const plainQuery = onlyKnownParameters(minPositionQuery);
