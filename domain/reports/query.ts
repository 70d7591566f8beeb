import { z } from 'zod';
import { WASTE_CAUSES } from '../inventory/product/events';
import { isIsoDay } from '../shared/dates';
import { REPORT_MESSAGES as M } from './messages';
import { REPORT_PERIODS, REPORT_TYPES } from './responses';

// The parameters of GET /api/reports/:type (and its exports), checked once for the API and the screen.
// An empty parameter (a cleared form field) means "not given".

const blank = (v: unknown) => (v === '' ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());
const isoDay = z.string().max(10).refine(isIsoDay, { error: M['REPORT.INVALID_DATE'] });

export const reportParams = z.object({ type: z.enum(REPORT_TYPES, { error: M['REPORT.UNKNOWN_TYPE'] }) });

export const reportQuery = z
  .object({
    period: z.preprocess(blank, z.enum(REPORT_PERIODS, { error: M['REPORT.UNKNOWN_PERIOD'] }).default('all')),
    from: optional(isoDay),
    to: optional(isoDay),
    asOf: optional(
      z
        .string()
        .max(40)
        .pipe(z.iso.datetime({ offset: true, error: M['REPORT.INVALID_AS_OF'] })),
    ),
    /** The store ordinal to stand at (ReportView.position); at most 18 digits, so a bigint holds it. */
    position: optional(z.string().regex(/^\d{1,18}$/, { error: M['REPORT.INVALID_POSITION'] })),
  })
  .strict()
  .superRefine((q, ctx) => {
    const custom = q.period === 'custom';
    if (custom && (!q.from || !q.to))
      ctx.addIssue({ code: 'custom', path: [q.from ? 'to' : 'from'], message: M['REPORT.CUSTOM_NEEDS_DATES'] });
    if (!custom && (q.from || q.to))
      ctx.addIssue({ code: 'custom', path: [q.from ? 'from' : 'to'], message: M['REPORT.DATES_ONLY_FOR_CUSTOM'] });
    if (q.from && q.to && q.from > q.to)
      ctx.addIssue({ code: 'custom', path: ['from'], message: M['REPORT.FROM_AFTER_TO'] });
  });

export type ReportParams = z.infer<typeof reportParams>;
export type ReportQuery = z.infer<typeof reportQuery>;

/** GET /api/reports/waste: the report's parameters and, optionally, one cause. */
export const wasteQuery = reportQuery.safeExtend({
  cause: optional(z.enum(WASTE_CAUSES, { error: M['REPORT.UNKNOWN_CAUSE'] })),
});
export type WasteQuery = z.infer<typeof wasteQuery>;
