import { z } from 'zod';
import { onlyKnownParameters } from '../../domain/orders';
import { problem } from '../../infra/http/problem';
import { eventFilters, fromBeforeTo, TO_AFTER_FROM } from '../shared/event-filters';

// The data-management API's inputs (issue 20). Names of projections, reactors and tables are only
// bounded here: whether one exists is the registry's answer (404), not a format error.

export const MAX_PAGE_ROWS = 500;
export const MAX_OFFSET = 10_000_000;

export const OPS_MESSAGES = {
  'OPS.INVALID_NAME': 'Nombre inválido (hasta 100 caracteres).',
  'OPS.INVALID_ID': 'Identificador de viaje en el tiempo inválido.',
  'OPS.INVALID_UNTIL': 'until debe ser una fecha y hora ISO 8601 con zona (p. ej. 2026-11-01T09:00:00Z).',
  'OPS.UNTIL_TOO_EARLY': 'until no puede ser anterior a 1970.',
  'OPS.INVALID_OFFSET': `offset debe ser un entero entre 0 y ${MAX_OFFSET}.`,
  'OPS.INVALID_LIMIT': `limit debe ser un entero entre 1 y ${MAX_PAGE_ROWS}.`,
} as const;
const M = OPS_MESSAGES;

const name = (message: string) => z.string({ error: message }).min(1, { error: message }).max(100, { error: message });
const blank = (v: unknown) => (v === '' ? undefined : v);
const bounded = (min: number, max: number, fallback: number, message: string) =>
  z.preprocess(
    blank,
    z.coerce
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(max, { error: message })
      .default(fallback),
  );

/** What a projection's, reactor's or table's name can be; anything else is unknown without asking the database. */
export const SAFE_NAME = /^[A-Za-z0-9_.:-]{1,100}$/;

export const nameParams = z.object({ name: name(M['OPS.INVALID_NAME']) });
export const idParams = z.object({
  id: z.coerce
    .number({ error: M['OPS.INVALID_ID'] })
    .int({ error: M['OPS.INVALID_ID'] })
    .min(1, { error: M['OPS.INVALID_ID'] })
    .max(2 ** 31 - 1, { error: M['OPS.INVALID_ID'] }),
});
export const tableParams = z.object({ table: name(M['OPS.INVALID_NAME']) });
export const timeTravelTableParams = idParams.extend(tableParams.shape);

export const pageQuery = onlyKnownParameters({
  offset: bounded(0, MAX_OFFSET, 0, M['OPS.INVALID_OFFSET']).describe('Filas que saltar (0 por defecto)'),
  limit: bounded(1, MAX_PAGE_ROWS, 50, M['OPS.INVALID_LIMIT']).describe(
    `Filas por página (50; hasta ${MAX_PAGE_ROWS})`,
  ),
});
export const noQuery = onlyKnownParameters({});

export const timeTravelBody = z.strictObject({
  projection: name(M['OPS.INVALID_NAME']).describe('El modelo de lectura (nombre de la proyección)'),
  until: z.iso
    .datetime({ offset: true, error: M['OPS.INVALID_UNTIL'] })
    // The store holds nothing older, and Postgres refuses some years JavaScript accepts (year 0).
    .refine((s) => Date.parse(s) >= 0, { error: M['OPS.UNTIL_TOO_EARLY'] })
    .describe('El momento: cuenta todo evento registrado en ese instante o antes'),
});

/** The explorer's and the NDJSON export's filters (the accountants' audit takes the same). */
export const eventFilterQuery = z.object(eventFilters).strict().refine(fromBeforeTo, TO_AFTER_FROM);
export const eventListQuery = z
  .object({
    ...eventFilters,
    before: z
      .string()
      .regex(/^\d{1,18}$/, 'before debe ser el cursor `next` de una página anterior')
      .optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  })
  .strict()
  .refine(fromBeforeTo, TO_AFTER_FROM);
/** A read model's table as a file: its name and `.csv` (checked by the route, which answers 404). */
export const exportTableParams = z.object({ table: z.string().min(1).max(100) }).strict();

export const unknownProjection = (name: string) =>
  problem(404, 'OPS.UNKNOWN_PROJECTION', `No existe ninguna proyección ni reactor llamado «${name}».`);
export const unknownTable = (table: string) =>
  problem(404, 'OPS.UNKNOWN_TABLE', `No existe ninguna tabla «${table}» en este modelo de lectura.`);
export const unknownTimeTravel = () =>
  problem(404, 'OPS.UNKNOWN_TIME_TRAVEL', 'No existe ese viaje en el tiempo (quizá ya se eliminó).');
export const rebuildRunning = (name: string) =>
  problem(409, 'OPS.REBUILD_RUNNING', `Ya hay una reconstrucción de «${name}» en curso; espera a que termine.`);
export const untilInFuture = () =>
  problem(400, 'OPS.UNTIL_IN_FUTURE', 'El momento no puede estar en el futuro.', [
    { path: 'until', message: 'El momento no puede estar en el futuro.' },
  ]);
