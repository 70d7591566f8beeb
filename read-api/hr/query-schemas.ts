import { z } from 'zod';
import { EMPLOYEE_STATUSES, PERFORMANCE_FIGURES } from '../../domain/hr';
import { onlyKnownParameters } from '../../domain/orders';
import { isIsoDay } from '../../domain/shared';
import { minPositionQuery } from '../shared/consistency';

// HR's query strings (issue 19): days are the shop's (yyyy-mm-dd), inclusive; ids are bounded text.
// Nothing else is accepted (an unknown key is a 400 naming it); an empty parameter is "not given".

/** The longest span a list of shifts or a performance table covers: a year and a day. */
export const MAX_SPAN_DAYS = 366;
const MAX_PAGE = 1_000;
export const HR_QUERY_MESSAGES = {
  'HR.INVALID_DAY': 'La fecha debe ser un día válido (aaaa-mm-dd).',
  'HR.INVALID_RANGE': 'La fecha inicial no puede ser posterior a la final.',
  'HR.RANGE_TOO_LONG': `El periodo no puede abarcar más de ${MAX_SPAN_DAYS} días.`,
  'HR.INVALID_STATUS': `El estado debe ser uno de: ${EMPLOYEE_STATUSES.join(', ')}.`,
  'HR.INVALID_SEARCH': 'La búsqueda admite hasta 100 caracteres.',
  'HR.INVALID_EMPLOYEE': 'Identificador de empleado inválido.',
  'HR.INVALID_RUN': 'Identificador de nómina inválido.',
  'HR.INVALID_USER': 'Identificador de usuario inválido.',
  'HR.INVALID_FIGURE': `El indicador debe ser uno de: ${PERFORMANCE_FIGURES.join(', ')}.`,
  'HR.INVALID_PAGE': `La página debe ser un número entero entre 1 y ${MAX_PAGE}.`,
  'HR.INVALID_FILE': 'El archivo debe ser <id de empleado>.pdf.',
} as const;
const M = HR_QUERY_MESSAGES;

const blank = (v: unknown) => (v === '' ? undefined : v);
const day = z.preprocess(
  blank,
  z
    .string({ error: M['HR.INVALID_DAY'] })
    .max(10, { error: M['HR.INVALID_DAY'] })
    .refine(isIsoDay, { error: M['HR.INVALID_DAY'] })
    .optional(),
);
const ID = /^[A-Za-z0-9_:.-]{1,100}$/;
const id = (message: string) => z.string({ error: message }).regex(ID, { error: message });
const optionalId = (message: string) => z.preprocess(blank, id(message).optional());
const page = z.preprocess(
  blank,
  z.coerce
    .number({ error: M['HR.INVALID_PAGE'] })
    .int({ error: M['HR.INVALID_PAGE'] })
    .min(1, { error: M['HR.INVALID_PAGE'] })
    .max(MAX_PAGE, { error: M['HR.INVALID_PAGE'] })
    .default(1),
);

type Span = { from?: string; to?: string };
const dayMs = (d: string) => Date.parse(`${d}T00:00:00Z`);
const inOrder = (q: Span) => !q.from || !q.to || q.from <= q.to;
const notTooLong = (q: Span) => !q.from || !q.to || (dayMs(q.to) - dayMs(q.from)) / 86_400_000 < MAX_SPAN_DAYS;
const span = {
  from: day.describe('aaaa-mm-dd: desde este día (zona horaria de la tienda), incluido'),
  to: day.describe('aaaa-mm-dd: hasta este día, incluido (hoy si falta)'),
};
function spanned<T extends z.ZodRawShape>(shape: T) {
  return onlyKnownParameters({ ...span, ...shape, ...minPositionQuery })
    .refine((q) => inOrder(q as Span), { error: M['HR.INVALID_RANGE'], path: ['from'] })
    .refine((q) => notTooLong(q as Span), { error: M['HR.RANGE_TOO_LONG'], path: ['from'] });
}

export const employeeListQuery = onlyKnownParameters({
  status: z
    .preprocess(blank, z.enum(EMPLOYEE_STATUSES, { error: M['HR.INVALID_STATUS'] }).optional())
    .describe('active, on_leave o terminated'),
  q: z
    .preprocess(
      blank,
      z.string({ error: M['HR.INVALID_SEARCH'] }).max(100, { error: M['HR.INVALID_SEARCH'] }).optional(),
    )
    .describe('Nombre o puesto'),
  ...minPositionQuery,
});

export const accountsQuery = onlyKnownParameters({
  q: z
    .preprocess(
      blank,
      z.string({ error: M['HR.INVALID_SEARCH'] }).max(100, { error: M['HR.INVALID_SEARCH'] }).optional(),
    )
    .describe('Nombre o correo'),
  ...minPositionQuery,
});

export const attendanceQuery = spanned({
  employee: optionalId(M['HR.INVALID_EMPLOYEE']).describe('Solo los turnos de este empleado'),
});
export const performanceQuery = spanned({
  employee: optionalId(M['HR.INVALID_EMPLOYEE']).describe('Solo este empleado (por su cuenta vinculada)'),
});
export const performanceEventsQuery = spanned({
  userId: id(M['HR.INVALID_USER']).describe('La cuenta cuyas acciones se listan'),
  figure: z.enum(PERFORMANCE_FIGURES, { error: M['HR.INVALID_FIGURE'] }).describe('El indicador a desglosar'),
  page,
});

export const plainQuery = onlyKnownParameters(minPositionQuery);
export const employeeParams = z.object({ id: id(M['HR.INVALID_EMPLOYEE']) });
export const runParams = z.object({ id: id(M['HR.INVALID_RUN']) });
export const payslipParams = z.object({
  id: id(M['HR.INVALID_RUN']),
  // The URL's last part is `<employeeId>.pdf` (one parameter, so every route samples alike).
  file: z
    .string({ error: M['HR.INVALID_FILE'] })
    .regex(/^[A-Za-z0-9_:.-]{1,100}\.pdf$/, { error: M['HR.INVALID_FILE'] })
    .transform((f) => f.slice(0, -'.pdf'.length)),
});
