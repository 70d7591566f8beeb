import { sql, type AliasedRawBuilder } from 'kysely';
import { storableJsonText } from '../engine/column-values';
import type { SequencedEvent } from '../engine/projection';
import type { Columns, RowOf } from '../engine/read-model-table';

// A page's rows as Postgres likes them best short of COPY: one array parameter per column, unpacked by
// `unnest`. json_to_recordset builds a hash table for every row it reads: for a rebuild page that was
// most of the statement (13,000 accounts, same server, same run: 390–600 ms of unpacking against
// 60–80 ms for unnest, and the whole insert 600 → 290 ms). Also what a page must load before it folds:
// only the rows of streams that began before it.
// (Generic, like json-recordset: its home is projections/engine, where every read model would gain it.)

const NEEDS_ESCAPE = /[\\"]/;

/** An array element as Postgres' array input reads it: quoted, backslash and quote escaped. */
const element = (text: string) => `"${NEEDS_ESCAPE.test(text) ? text.replace(/[\\"]/g, '\\$&') : text}"`;

/** A value as the text a scalar column reads (json_to_recordset's: a string as is, anything else as JSON). */
function scalarText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** A text[] column's value as its array literal (elements quoted, null ones NULL); else its scalar text. */
function listText(value: unknown): string | null {
  if (!Array.isArray(value)) return scalarText(value);
  return `{${value.map((v: unknown) => (v === null || v === undefined ? 'NULL' : element(scalarText(v)!))).join(',')}}`;
}

const jsonText = (value: unknown) => (value === null || value === undefined ? null : storableJsonText(value));

/** One column's values as the literal of a one-dimensional array (so a text[] value travels as text). */
function arrayLiteral(values: readonly (string | null)[]): string {
  // Nearly always nothing to escape and no null: one join (measured three times faster).
  const plain = values.every((v) => v !== null && !v.includes('"') && !v.includes('\\'));
  if (plain) return values.length === 0 ? '{}' : `{"${values.join('","')}"}`;
  return `{${values.map((v) => (v === null ? 'NULL' : element(v))).join(',')}}`;
}

/**
 * `(select … from unnest($1::<type>[], …)) as x`: rows keyed by column, read back as the columns' types
 * (typed by the declaration, as jsonRecordset's). jsonb values are made storable (storableJsonText);
 * an array column (text[]) travels as its literal and is cast back per row, since unnest would
 * flatten an array of arrays.
 */
export function unnestRows<C extends Columns>(
  columns: C,
  rows: readonly { [K in keyof C]: unknown }[],
): AliasedRawBuilder<RowOf<{ name: 'x'; columns: C }>, 'x'> {
  const entries = Object.entries(columns);
  const params = entries.map(([name, c]) => {
    const text = c.ddl.endsWith('[]') ? listText : c.ddl === 'jsonb' ? jsonText : scalarText;
    const type = c.ddl.endsWith('[]') ? 'text' : c.ddl;
    return sql`${arrayLiteral(rows.map((r) => text((r as Record<string, unknown>)[name])))}::${sql.raw(type)}[]`;
  });
  const out = entries.map(([name, c]) =>
    c.ddl.endsWith('[]') ? sql`u.${sql.id(name)}::${sql.raw(c.ddl)} as ${sql.id(name)}` : sql`u.${sql.id(name)}`,
  );
  const names = sql.join(entries.map(([name]) => sql.id(name)));
  return sql<
    RowOf<{ name: 'x'; columns: C }>
  >`(select ${sql.join(out)} from unnest(${sql.join(params)}) as u(${names}))`.as<'x'>('x');
}

/**
 * The rows a page continues: ids whose stream had events before this page (its first event here is
 * not the stream's first). A stream that begins in the page has nothing stored yet, so a rebuild,
 * whose streams mostly begin and end inside a page, loads next to nothing.
 */
export function continuedIds(
  events: readonly SequencedEvent[],
  idOf: (streamId: string) => string | undefined,
): string[] {
  const seen = new Set<string>();
  const continued = new Set<string>();
  for (const e of events) {
    if (seen.has(e.streamId)) continue;
    seen.add(e.streamId);
    const id = idOf(e.streamId);
    if (id !== undefined && e.revision > 0n) continued.add(id);
  }
  return [...continued];
}
