import type { Kysely } from 'kysely';
import { csvLine, numeral, type CsvCell } from '../../../domain/shared/csv';
import type { AuditRow } from '../../../projections/audit';
import type { ReadModels } from '../../../projections/read-models';
import type { EventFilter } from '../../shared/event-filters';
import { filteredEvents } from '../queries/events';
import type { Snapshot } from '../queries/snapshot';
import { eventOf } from './events';

// The exports' lines, streamed: a whole store or a big table never sits in memory. Each walk ends its
// snapshot when done, when it fails, and when the client goes away mid-download.

/** Events (or table rows) fetched per round trip while streaming: one page of the walk. */
const PAGE = 500;

/** The events newest first, one JSON document per line, walked by keyset inside the snapshot. */
export async function* eventLines(
  snap: Snapshot,
  db: Kysely<ReadModels>,
  filter: EventFilter,
  hidden: readonly string[],
) {
  let failed: unknown;
  try {
    for (let before: string | undefined; ;) {
      let q = filteredEvents(db, filter, hidden);
      if (before) q = q.where('global_order', '<', before);
      const { rows } = await snap.run(q.selectAll().orderBy('global_order', 'desc').limit(PAGE).compile());
      if (rows.length === 0) return;
      yield rows.map((r) => `${JSON.stringify(eventOf(r as AuditRow))}\n`).join('');
      before = String((rows[rows.length - 1] as AuditRow).global_order);
    }
  } catch (err) {
    failed = err;
    throw err;
  } finally {
    // Also reached when the client goes away mid-download (the stream is destroyed).
    await snap.end(failed);
  }
}

/** Every value as Postgres prints it (what COPY wrote): the file shows the table, not JavaScript's reading of it. */
const AS_TEXT = { getTypeParser: () => (value: string) => value };
/** int8, int2, int4, float4, float8, numeric: their text is a number, written bare (domain/shared/csv.ts). */
const NUMERIC_TYPES = new Set([20, 21, 23, 700, 701, 1700]);

/**
 * A read-model table as CSV lines, walked by a cursor inside the snapshot. Not COPY: the shop's one
 * CSV writer neutralises cells a spreadsheet would run as formulas, and COPY cannot. NULL and '' are
 * both an empty cell, as a spreadsheet shows them.
 */
export async function* tableLines(snap: Snapshot, view: string) {
  let failed: unknown;
  try {
    await snap.client.query(`declare ops_export no scroll cursor for select * from ${view}`);
    for (let first = true; ; first = false) {
      const page = await snap.client.query<unknown[]>({
        text: `fetch ${PAGE} from ops_export`,
        rowMode: 'array',
        types: AS_TEXT,
      });
      if (first) yield csvLine(page.fields.map((f) => f.name));
      if (page.rows.length === 0) return;
      const numeric = page.fields.map((f) => NUMERIC_TYPES.has(f.dataTypeID));
      const cell = (v: unknown, i: number): CsvCell =>
        v === null ? null : numeric[i] ? numeral(String(v)) : String(v);
      yield page.rows.map((row) => csvLine(row.map(cell))).join('');
    }
  } catch (err) {
    failed = err;
    throw err;
  } finally {
    // Also reached when the client goes away mid-download (the stream is destroyed).
    await snap.end(failed);
  }
}
