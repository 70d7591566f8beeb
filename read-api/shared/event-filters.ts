import { z } from 'zod';

// The filters over the audit read model that the accountants' audit (read-api/audit) and the operators'
// event explorer and NDJSON export (read-api/ops) both take, with the same bounds and messages.

const DAY_MS = 86_400_000;
const isDateOnly = (s: string) => s.length === 10;

// A bare date is a whole UTC day (the app sends full ISO instants with offset for local days):
// `from` starts at its midnight and a bare `to` includes all of its day.
const instant = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);
const startOf = (s: string) => new Date(isDateOnly(s) ? `${s}T00:00:00Z` : s);
const endOf = (s: string) => new Date(startOf(s).getTime() + (isDateOnly(s) ? DAY_MS : 1));

export const eventFilters = {
  // The explorer reads a trailing * as a prefix: `product-*` is every product's stream.
  stream: z.string().min(1).max(300).optional(),
  type: z
    .string()
    .min(1)
    .max(1000)
    .transform((s) =>
      s
        .split(',')
        .map((t) => t.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().max(200)).min(1, 'indica al menos un tipo').max(50))
    .optional(),
  actor: z.string().min(1).max(300).optional(),
  from: instant.transform(startOf).optional(),
  to: instant.transform(endOf).optional(),
};
export type EventFilter = { stream?: string; type?: string[]; actor?: string; from?: Date; to?: Date };

export const fromBeforeTo = (q: EventFilter) => !q.from || !q.to || q.from < q.to;
export const TO_AFTER_FROM = { path: ['to'], message: 'to debe ser posterior a from' };

export const EVENT_NOT_FOUND = 'No hay ningún evento registrado con ese id.';
export const eventParams = z.object({ eventId: z.uuid({ error: EVENT_NOT_FOUND }) }).strict();
