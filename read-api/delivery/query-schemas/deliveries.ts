import { z } from 'zod';
import { DELIVERY_ERROR_MESSAGES, DELIVERY_STATUSES } from '../../../domain/delivery';
import { onlyKnownParameters } from '../../../domain/orders';
import { isIsoDay } from '../../../domain/shared';
import { minPositionQuery } from '../../shared/consistency';

// The deliveries' and drivers' query strings: the list's filters plus ?minPosition (read-your-writes),
// and nothing else (an unknown key is a 400 naming it). An empty parameter (a cleared filter) means
// "not given". Every text is bounded: a filter longer than any id is no filter anyone meant.

/** Twenty deliveries a page: a driver's day fits on one. */
export const DELIVERY_PAGE_SIZE = 20;
/** Past it an offset walks every delivery before it; narrow by day or status instead. */
const MAX_PAGE = 10_000;

/** Spec 4's statuses, `active` (neither DELIVERED nor CANCELLED) and `late` (DeliveryView.late). */
export const DELIVERY_LIST_STATUSES = [...DELIVERY_STATUSES, 'active', 'late'] as const;
export type DeliveryListStatus = (typeof DELIVERY_LIST_STATUSES)[number];

export const DELIVERY_QUERY_MESSAGES = {
  'DELIVERY.INVALID_STATUS_FILTER': `El estado debe ser uno de: ${DELIVERY_LIST_STATUSES.join(', ')}.`,
  'DELIVERY.INVALID_DATE': 'La fecha debe ser un día válido (aaaa-mm-dd).',
  'DELIVERY.INVALID_PAGE': `La página debe ser un número entero entre 1 y ${MAX_PAGE}.`,
  'DELIVERY.INVALID_FILTER': 'Filtro demasiado largo (máximo 100 caracteres).',
  'DRIVER.INVALID_ID': 'Identificador de repartidor inválido.',
} as const;
const M = DELIVERY_QUERY_MESSAGES;

const blank = (v: unknown) => (v === '' ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());
const id = z.string({ error: M['DELIVERY.INVALID_FILTER'] }).max(100, { error: M['DELIVERY.INVALID_FILTER'] });

export const deliveryListQuery = onlyKnownParameters({
  status: optional(z.enum(DELIVERY_LIST_STATUSES, { error: M['DELIVERY.INVALID_STATUS_FILTER'] })),
  date: optional(
    z.string({ error: M['DELIVERY.INVALID_DATE'] }).refine((d) => isIsoDay(d), { error: M['DELIVERY.INVALID_DATE'] }),
  ).describe('aaaa-mm-dd: el día de entrega'),
  driverId: optional(id).describe('Solo las de este repartidor (un repartidor ve siempre solo las suyas)'),
  zoneId: optional(id),
  page: z.preprocess(
    blank,
    z.coerce
      .number({ error: M['DELIVERY.INVALID_PAGE'] })
      .int({ error: M['DELIVERY.INVALID_PAGE'] })
      .min(1, { error: M['DELIVERY.INVALID_PAGE'] })
      .max(MAX_PAGE, { error: M['DELIVERY.INVALID_PAGE'] })
      .default(1),
  ),
  ...minPositionQuery,
});

export const plainQuery = onlyKnownParameters(minPositionQuery);
/** Any text up to the bound: an id that is no delivery's (or another driver's) is a 404. */
export const deliveryParams = z.object({
  id: z.string().max(100, { error: DELIVERY_ERROR_MESSAGES['DELIVERY.INVALID_ID'] }),
});
export const driverParams = z.object({ id: z.string().max(100, { error: M['DRIVER.INVALID_ID'] }) });
