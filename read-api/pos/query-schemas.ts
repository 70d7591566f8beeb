import { z } from 'zod';
import { onlyKnownParameters } from '../../domain/orders';
import { isIsoDay } from '../../domain/shared';
import { minPositionQuery } from '../shared/consistency';

// The point of sale's query strings: the sessions' and the sales' filters plus ?minPosition
// (read-your-writes), and nothing else (an unknown key is a 400 naming it). An empty parameter (a
// cleared filter) means "not given". Every text is bounded.

/** Past it an offset walks every row before it; narrow by session, cashier or day instead. */
const MAX_PAGE = 10_000;
export const SESSION_STATUSES = ['open', 'closed'] as const;

export const POS_QUERY_MESSAGES = {
  'POS.INVALID_STATUS_FILTER': `El estado debe ser uno de: ${SESSION_STATUSES.join(', ')}.`,
  'POS.INVALID_CASHIER': 'Cajero inválido (máximo 100 caracteres).',
  'POS.INVALID_PAGE': `La página debe ser un número entero entre 1 y ${MAX_PAGE}.`,
  'POS.INVALID_DATE': 'La fecha debe ser un día válido (aaaa-mm-dd) o un instante ISO-8601.',
  'POS.INVALID_RANGE': 'La fecha inicial no puede ser posterior a la final.',
  'POS.INVALID_SESSION_ID': 'Identificador de sesión de caja inválido.',
  'POS.INVALID_SALE_ID': 'Identificador de venta inválido.',
  'POS.INVALID_SEARCH': 'La búsqueda debe tener entre 2 y 100 caracteres.',
} as const;
const M = POS_QUERY_MESSAGES;

const blank = (v: unknown) => (v === '' ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());

const page = z.preprocess(
  blank,
  z.coerce
    .number({ error: M['POS.INVALID_PAGE'] })
    .int({ error: M['POS.INVALID_PAGE'] })
    .min(1, { error: M['POS.INVALID_PAGE'] })
    .max(MAX_PAGE, { error: M['POS.INVALID_PAGE'] })
    .default(1),
);
const INSTANT = z.iso.datetime({ offset: true });
/** A day ('yyyy-mm-dd', the shop's) or an instant (ISO-8601 with its offset, as a device's clock gives it). */
const moment = optional(
  z
    .string({ error: M['POS.INVALID_DATE'] })
    .max(40, { error: M['POS.INVALID_DATE'] })
    .refine((d) => isIsoDay(d) || INSTANT.safeParse(d).success, { error: M['POS.INVALID_DATE'] }),
);

export const sessionListQuery = onlyKnownParameters({
  status: optional(z.enum(SESSION_STATUSES, { error: M['POS.INVALID_STATUS_FILTER'] })).describe(
    'open: las sesiones abiertas; closed: las cerradas',
  ),
  cashier: optional(
    z.string({ error: M['POS.INVALID_CASHIER'] }).max(100, { error: M['POS.INVALID_CASHIER'] }),
  ).describe('Solo las sesiones que abrió este cajero (su id de usuario)'),
  page,
  ...minPositionQuery,
});

export const saleListQuery = onlyKnownParameters({
  sessionId: optional(z.uuid({ error: M['POS.INVALID_SESSION_ID'] })).describe('Solo las ventas de esta sesión'),
  from: moment.describe('aaaa-mm-dd: desde este día (zona horaria de la tienda), incluido; o un instante ISO-8601'),
  to: moment.describe(
    'aaaa-mm-dd: hasta este día (zona horaria de la tienda), incluido; o un instante ISO-8601, excluido',
  ),
  page,
  ...minPositionQuery,
});

/** The counter's product search: a name, or the start of a SKU or barcode (issue 43). */
export const counterSearchQuery = onlyKnownParameters({
  search: z
    .string({ error: M['POS.INVALID_SEARCH'] })
    .trim()
    .min(2, { error: M['POS.INVALID_SEARCH'] })
    .max(100, { error: M['POS.INVALID_SEARCH'] })
    .describe('Nombre (en cualquier parte), o el comienzo del SKU o del código de barras; sin distinguir mayúsculas'),
  ...minPositionQuery,
});

export const plainQuery = onlyKnownParameters(minPositionQuery);
export const sessionParams = z.object({ id: z.uuid({ error: M['POS.INVALID_SESSION_ID'] }) });
export const saleParams = z.object({ id: z.uuid({ error: M['POS.INVALID_SALE_ID'] }) });
