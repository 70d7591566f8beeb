import { z } from 'zod';
import { ORDER_STATUSES } from './order/events';
import { TRACKING_ALPHABET } from './order/tracking';

// The parameters of the order reads, checked once for the API and the app. An empty parameter (a
// cleared filter) means "not given"; an unknown one is refused, so a typo in a link is a 400 rather
// than a silently unfiltered page.

export const ORDER_QUERY_MESSAGES = {
  'ORDER.INVALID_STATUS': `El estado debe ser uno de: all, ${ORDER_STATUSES.join(', ')}.`,
  'ORDER.INVALID_PAGE': 'La página debe ser un número entero entre 1 y 10000.',
  'ORDER.UNKNOWN_PARAMETER': 'Parámetro desconocido.',
  'ORDER.INVALID_ID': 'Identificador demasiado largo.',
  'TRACKING.NOT_FOUND': 'Código de seguimiento no encontrado.',
} as const;
const M = ORDER_QUERY_MESSAGES;

/** Past it an offset walks every order before it; narrow by status instead. */
export const ORDER_MAX_PAGE = 10_000;
/** Codes are 12 characters today; a longer alphabet-only text is still looked up, up to this. */
export const TRACKING_CODE_MAX = 32;

const blank = (v: unknown) => (v === '' ? undefined : v);

export const orderListQueryShape = {
  status: z.preprocess(blank, z.enum(['all', ...ORDER_STATUSES], { error: M['ORDER.INVALID_STATUS'] }).default('all')),
  page: z.preprocess(
    blank,
    z.coerce
      .number({ error: M['ORDER.INVALID_PAGE'] })
      .int({ error: M['ORDER.INVALID_PAGE'] })
      .min(1, { error: M['ORDER.INVALID_PAGE'] })
      .max(ORDER_MAX_PAGE, { error: M['ORDER.INVALID_PAGE'] })
      .default(1),
  ),
};

/**
 * An object that refuses any other key, each named in `errors[].path` (zod's strict mode reports
 * them all at the root, in English), as the catalogue's and delivery's queries do.
 */
export function onlyKnownParameters<T extends z.ZodRawShape>(shape: T) {
  return z.looseObject(shape).superRefine((given, ctx) => {
    for (const key of Object.keys(given))
      if (!Object.hasOwn(shape, key))
        ctx.addIssue({ code: 'custom', path: [key], message: M['ORDER.UNKNOWN_PARAMETER'] });
  });
}

export const orderListQuery = onlyKnownParameters(orderListQueryShape);
export type OrderListQuery = z.infer<typeof orderListQuery>;

const TRACKING_TEXT = new RegExp(`^[${TRACKING_ALPHABET}]{1,${TRACKING_CODE_MAX}}$`);

/**
 * The code to look up, as a customer may type it (spaces around, lower case), or undefined when it
 * cannot be anyone's: too long or outside the alphabet. The caller answers both alike (404), so a
 * malformed code tells a guesser nothing an unknown one does not.
 */
export function trackingLookupCode(raw: string): string | undefined {
  if (raw.length > TRACKING_CODE_MAX + 8) return undefined;
  const code = raw.trim().toUpperCase();
  return TRACKING_TEXT.test(code) ? code : undefined;
}
