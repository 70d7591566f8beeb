import { z } from 'zod';
import { INVOICE_STATUSES } from '../../domain/billing';
import { DATE_RANGES } from '../../domain/billing';
import { minPositionQuery } from '../shared/consistency';

// The query strings of the billing routes, in the spec's names (Billing filters). Anything invalid
// is a 400 problem naming the field in Spanish; an empty parameter (a cleared field) means "not
// given", and status 'all' means no status.

/** Deeper than this, an offset walks every row before it; narrow the search instead. */
const MAX_PAGE = 10_000;

const blank = (v: unknown) => (v === '' ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());
const search = (max: number) =>
  optional(
    z
      .string()
      .trim()
      .max(max, { error: `La búsqueda admite como máximo ${max} caracteres.` }),
  );
const day = (field: string) => optional(z.iso.date({ error: `${field} debe ser una fecha con la forma aaaa-mm-dd.` }));

export const clientListQuery = z.object({ search: search(200), ...minPositionQuery });
export const productListQuery = z.object({ search: search(200), ...minPositionQuery });

export const invoiceListQuery = z
  .object({
    search: search(200),
    status: z.preprocess(
      blank,
      z
        .enum(['all', ...INVOICE_STATUSES], {
          error: `El estado debe ser uno de: all, ${INVOICE_STATUSES.join(', ')}.`,
        })
        .default('all'),
    ),
    dateRange: z.preprocess(
      blank,
      z
        .enum(DATE_RANGES, {
          error: `El rango de fechas debe ser uno de: ${DATE_RANGES.join(', ')}.`,
        })
        .default('all'),
    ),
    startDate: day('La fecha inicial'),
    endDate: day('La fecha final'),
    /** The caller's day (the app sends its local one); by default the shop's day now. */
    today: day('La fecha de hoy'),
    page: z.preprocess(
      blank,
      z.coerce
        .number({ error: 'La página debe ser un número.' })
        .int({ error: 'La página debe ser un número entero.' })
        .min(1, { error: 'La página debe ser 1 o mayor.' })
        .max(MAX_PAGE, { error: 'Página demasiado lejana; acota la búsqueda con los filtros.' })
        .default(1),
    ),
    ...minPositionQuery,
  })
  .refine((q) => q.dateRange !== 'custom' || !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    path: ['endDate'],
    message: 'La fecha final no puede ser anterior a la fecha inicial.',
  });

export const idParams = z.object({
  id: z.string().trim().min(1).max(100, { error: 'Identificador demasiado largo.' }),
});
export const plainQuery = z.object(minPositionQuery);
