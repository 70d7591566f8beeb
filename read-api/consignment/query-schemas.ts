import { z } from 'zod';
import { AGREEMENT_STATUSES, DISCREPANCY_STATUSES, PARTNER_STATUSES } from '../../domain/consignment';
import { minPositionQuery } from '../shared/consistency';

// The query strings of the consignment routes. Anything invalid is a 400 problem naming the field;
// an empty parameter (a form's cleared field, the filter's "all") means "not given".

/** Deeper than this, an offset walks every row before it; narrow the search instead. */
const MAX_OFFSET = 100_000;

const blank = (v: unknown) => (v === '' || v === 'all' ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());
const text = (max: number) => optional(z.string().trim().min(1).max(max));

export const partnerListQuery = z.object({
  search: text(200),
  status: optional(z.enum(PARTNER_STATUSES)),
  ...minPositionQuery,
});

export const agreementListQuery = z
  .object({
    search: text(200),
    status: optional(z.enum(AGREEMENT_STATUSES)),
    partner: text(100),
    page: z.preprocess(blank, z.coerce.number().int().min(1).max(1_000_000).default(1)),
    pageSize: z.preprocess(blank, z.coerce.number().int().min(1).max(100).default(20)),
    ...minPositionQuery,
  })
  .refine((q) => (q.page - 1) * q.pageSize <= MAX_OFFSET, {
    path: ['page'],
    message: 'página demasiado lejana; acota la búsqueda con los filtros',
  });

export const idParams = z.object({ id: z.string().trim().min(1).max(100) });
export const plainQuery = z.object(minPositionQuery);

/** Issue 45: the settlements, for one partner or all (a partner reads its own whatever it names). */
export const settlementListQuery = z.object({ partner: text(100), ...minPositionQuery });
/** The shop's tasks: open discrepancies, or those resolved. */
export const discrepancyListQuery = z.object({ status: optional(z.enum(DISCREPANCY_STATUSES)), ...minPositionQuery });
