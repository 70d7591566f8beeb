import { z } from 'zod';
import { CATALOG_MESSAGES as M } from './messages';

// The parameters of GET /api/catalog/products, checked once for the API and the storefront. An empty
// parameter (a cleared search box) means "not given"; an unknown one is refused, so a typo in a link
// is a 400 rather than a silently unfiltered page.

export const CATALOG_SEARCH_MAX = 100;
/** A product's category holds at most 60 characters (domain/inventory). */
export const CATALOG_CATEGORY_MAX = 60;
/** Past it an offset walks every product before it; nobody pages that far in a shop window. */
export const CATALOG_MAX_PAGE = 10_000;

const blank = (v: unknown) => (v === '' ? undefined : v);
const optionalText = (max: number, error: string) =>
  z.preprocess(blank, z.string({ error: M['CATALOG.NOT_TEXT'] }).trim().max(max, { error }).optional());

export const catalogQueryShape = {
  search: optionalText(CATALOG_SEARCH_MAX, M['CATALOG.SEARCH_TOO_LONG']),
  category: optionalText(CATALOG_CATEGORY_MAX, M['CATALOG.CATEGORY_TOO_LONG']),
  page: z.preprocess(
    blank,
    z.coerce
      .number({ error: M['CATALOG.INVALID_PAGE'] })
      .int({ error: M['CATALOG.INVALID_PAGE'] })
      .min(1, { error: M['CATALOG.INVALID_PAGE'] })
      .max(CATALOG_MAX_PAGE, { error: M['CATALOG.INVALID_PAGE'] })
      .default(1),
  ),
};

/**
 * An object that refuses any other key, each named in `errors[].path`: zod's strict mode reports
 * them all at the root, in English in the read-api (which keeps zod's default locale).
 */
export function onlyKnown<T extends z.ZodRawShape>(shape: T) {
  return z.looseObject(shape).superRefine((given, ctx) => {
    for (const key of Object.keys(given))
      if (!Object.hasOwn(shape, key))
        ctx.addIssue({ code: 'custom', path: [key], message: M['CATALOG.UNKNOWN_PARAMETER'] });
  });
}

export const catalogQuery = onlyKnown(catalogQueryShape);
export type CatalogQuery = z.infer<typeof catalogQuery>;
