import { z } from 'zod';
import { DELIVERY_STATUSES } from '../../domain/delivery';
import { onlyKnownParameters } from '../../domain/orders';
import { isIsoDay } from '../../domain/shared';
import { SUBSCRIPTION_STATUSES } from '../../domain/subscriptions';
import { minPositionQuery } from '../shared/consistency';

// The subscription routes' query strings: the list's and the run sheet's filters plus ?minPosition
// (read-your-writes), and nothing else (an unknown key is a 400 naming it). An empty parameter (a
// cleared filter) means "not given". Every text is bounded: a filter longer than any id is no filter
// anyone meant.

/** Past it an offset walks every subscription before it; narrow by customer or status instead. */
const MAX_PAGE = 10_000;
/** The run sheet's statuses: a cycle still to be scheduled, then its delivery's own. */
export const RUN_STATUSES = ['PLANNED', ...DELIVERY_STATUSES] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

export const SUBSCRIPTION_QUERY_MESSAGES = {
  'SUBSCRIPTION.INVALID_STATUS_FILTER': `El estado debe ser uno de: ${SUBSCRIPTION_STATUSES.join(', ')}.`,
  'SUBSCRIPTION.INVALID_RUN_STATUS': `El estado debe ser uno de: ${RUN_STATUSES.join(', ')}.`,
  'SUBSCRIPTION.INVALID_DATE': 'La fecha debe ser un día válido (aaaa-mm-dd).',
  'SUBSCRIPTION.INVALID_PAGE': `La página debe ser un número entero entre 1 y ${MAX_PAGE}.`,
  'SUBSCRIPTION.INVALID_FILTER': 'Filtro demasiado largo (máximo 100 caracteres).',
  'SUBSCRIPTION.INVALID_ALL': 'all debe ser true o false.',
  'SUBSCRIPTION.INVALID_ID': 'Identificador de suscripción inválido.',
} as const;
const M = SUBSCRIPTION_QUERY_MESSAGES;

const blank = (v: unknown) => (v === '' ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());

export const planListQuery = onlyKnownParameters({
  all: optional(z.enum(['true', 'false'], { error: M['SUBSCRIPTION.INVALID_ALL'] })).describe(
    'true: también los planes inactivos (solo administración)',
  ),
  ...minPositionQuery,
});

export const subscriptionListQuery = onlyKnownParameters({
  status: optional(z.enum(SUBSCRIPTION_STATUSES, { error: M['SUBSCRIPTION.INVALID_STATUS_FILTER'] })).describe(
    'El estado a hoy: una pausa ya terminada cuenta como activa',
  ),
  customer: optional(
    z.string({ error: M['SUBSCRIPTION.INVALID_FILTER'] }).max(100, { error: M['SUBSCRIPTION.INVALID_FILTER'] }),
  ).describe('Solo las de este cliente (un cliente ve siempre solo las suyas)'),
  page: z.preprocess(
    blank,
    z.coerce
      .number({ error: M['SUBSCRIPTION.INVALID_PAGE'] })
      .int({ error: M['SUBSCRIPTION.INVALID_PAGE'] })
      .min(1, { error: M['SUBSCRIPTION.INVALID_PAGE'] })
      .max(MAX_PAGE, { error: M['SUBSCRIPTION.INVALID_PAGE'] })
      .default(1),
  ),
  ...minPositionQuery,
});

export const runQuery = onlyKnownParameters({
  date: optional(
    z
      .string({ error: M['SUBSCRIPTION.INVALID_DATE'] })
      .refine((d) => isIsoDay(d), { error: M['SUBSCRIPTION.INVALID_DATE'] }),
  ).describe('aaaa-mm-dd: el día de entrega; sin él, de hoy a trece días después'),
  status: optional(z.enum(RUN_STATUSES, { error: M['SUBSCRIPTION.INVALID_RUN_STATUS'] })),
  ...minPositionQuery,
});

export const plainQuery = onlyKnownParameters(minPositionQuery);
export const subscriptionParams = z.object({ id: z.uuid({ error: M['SUBSCRIPTION.INVALID_ID'] }) });
