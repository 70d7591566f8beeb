import { sql, type AliasedRawBuilder, type QueryExecutorProvider } from 'kysely';
import { storableJsonText, storableString } from './column-values';
import { pickColumns, writtenColumns } from './json-recordset';
import type { SequencedEvent } from './projection';
import type { Columns, RowOf } from './read-model-table';

// A page's rows as Postgres likes them best short of COPY: one array parameter per column, unpacked by
// `unnest`. json_to_recordset builds a hash table for every row it reads: for a rebuild page that was
// most of the statement (13,000 accounts, same server, same run: 390–600 ms of unpacking against
// 60–80 ms for unnest, and the whole insert 600 → 290 ms). Also what a page must load before it folds:
// only the rows of streams that began before it.
// (Generic, like json-recordset: its home is projections/engine, where every read model would gain it.)

const NEEDS_ESCAPE = /[\\"]/;

/** An array element as Postgres' array input reads it: quoted, backslash and quote escaped. */
const element = (text: string) => `"${NEEDS_ESCAPE.test(text) ? text.replace(/[\\"]/g, '\\$&') : text}"`;

/**
 * A value as the text a scalar column reads, as json_to_recordset reads it from storableJsonText's
 * JSON: a string as is (made storable), a number as JSON writes it (none for NaN), anything else as
 * its JSON.
 */
function scalarText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return storableString(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : null;
  if (typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  return storableJsonText(value);
}

/** A text[] column's value as its array literal (elements quoted, null ones NULL); else its scalar text. */
function listText(value: unknown): string | null {
  if (!Array.isArray(value)) return scalarText(value);
  return `{${value.map((v: unknown) => (v === null || v === undefined ? 'NULL' : element(scalarText(v)!))).join(',')}}`;
}

type Row = Readonly<Record<string, unknown>>;

/** JSON's escapes an array literal reads otherwise (`\n` is an n there), and NUL or a lone surrogate. */
const JSON_ONLY_ESCAPE = /\\[bfnrtu]/;

/**
 * One column of the rows as the literal of a one-dimensional array (a text[] value travels as its
 * text). Strings, numbers and nulls have the same text in JSON and in an array literal unless JSON
 * wrote a control character or a lone surrogate its own way: then JSON.stringify's native pass
 * writes the literal (measured 5–10× faster than escaping element by element). Else element by
 * element, each made storable.
 */
function arrayLiteral(rows: readonly Row[], name: string, text: (value: unknown) => string | null): string {
  const values: unknown[] = new Array(rows.length);
  let plain = true;
  for (let i = 0; i < rows.length && plain; i++) {
    const v = text === listText ? listText(rows[i]![name]) : rows[i]![name];
    plain = v === null || v === undefined || typeof v === 'string' || typeof v === 'number';
    values[i] = v;
  }
  if (plain) {
    const json = JSON.stringify(values);
    if (!JSON_ONLY_ESCAPE.test(json)) return `{${json.slice(1, -1)}}`;
  }
  let out = '{';
  for (let i = 0; i < rows.length; i++) {
    const v = text(rows[i]![name]);
    if (i > 0) out += ',';
    out += v === null ? 'NULL' : element(v);
  }
  return `${out}}`;
}

/**
 * A jsonb column as one JSON array: no escaping at all (every element of an array literal would need
 * its quotes escaped: measured 3–25× the time), and jsonb parses it once.
 */
function jsonArray(rows: readonly Row[], name: string): string {
  let out = '[';
  for (let i = 0; i < rows.length; i++) {
    const v = rows[i]![name];
    if (i > 0) out += ',';
    out += v === null || v === undefined ? 'null' : storableJsonText(v);
  }
  return `${out}]`;
}

/** A column of the rows as the array unnest takes (a jsonb array turned into one, JSON null as SQL null). */
function columnArray(rows: readonly Row[], name: string, ddl: string) {
  if (ddl === 'jsonb') {
    return sql`array(select nullif(e, 'null') from jsonb_array_elements(${jsonArray(rows, name)}::jsonb) with ordinality as j(e, n) order by n)`;
  }
  if (ddl.endsWith('[]')) return sql`${arrayLiteral(rows, name, listText)}::text[]`;
  return sql`${arrayLiteral(rows, name, scalarText)}::${sql.raw(ddl)}[]`;
}

/**
 * `(select … from unnest($1::<type>[], …)) as x`: rows keyed by column, read back as the columns' types
 * (typed by the declaration, as jsonRecordset's). jsonb values are made storable (storableJsonText)
 * and travel as one JSON array; an array column (text[]) travels as its literal and is cast back per
 * row, since unnest would flatten an array of arrays.
 */
export function unnestRows<C extends Columns>(
  columns: C,
  rows: readonly { [K in keyof C]: unknown }[],
): AliasedRawBuilder<RowOf<{ name: 'x'; columns: C }>, 'x'> {
  const entries = Object.entries(columns);
  const params = entries.map(([name, c]) => columnArray(rows as readonly Row[], name, c.ddl));
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

type Key = string | readonly string[];
const keyColumns = (key: Key) => [key].flat();

/**
 * New rows, each holding every column a writer sets, in one statement; a row whose `key` is stored
 * already (a replayed creation) is left as it is.
 */
export async function insertNewRows(
  db: QueryExecutorProvider,
  table: string,
  columns: Columns,
  rows: readonly Record<string, unknown>[],
  options: { key: Key },
): Promise<void> {
  if (rows.length === 0) return;
  const names = writtenColumns(columns);
  const list = sql.join(names.map((n) => sql.id(n)));
  const key = sql.join(keyColumns(options.key).map((k) => sql.id(k)));
  await sql`insert into ${sql.table(table)} (${list}) select ${list} from ${unnestRows(pickColumns(columns, names), rows as never)}
    on conflict (${key}) do nothing`.execute(db);
}

/**
 * Changes to stored rows, each naming only the columns it changes: one `update … from unnest(…)` per
 * set of columns (a handful per page), not one per event. `newerOnly`: a column the stored row must be
 * below for the change to apply (a revision), so a replayed change never goes back in time.
 */
export async function updateByShape(
  db: QueryExecutorProvider,
  table: string,
  columns: Columns,
  rows: readonly Record<string, unknown>[],
  options: { key: Key; newerOnly?: string },
): Promise<void> {
  const byShape = new Map<string, Record<string, unknown>[]>();
  for (const row of rows) {
    const shape = Object.keys(row).sort().join(',');
    const same = byShape.get(shape);
    if (same) same.push(row);
    else byShape.set(shape, [row]);
  }
  const key = keyColumns(options.key);
  const matched = sql.join(
    key.map((k) => sql`p.${sql.id(k)} = x.${sql.id(k)}`),
    sql` and `,
  );
  const { newerOnly } = options;
  const newer = newerOnly ? sql` and p.${sql.id(newerOnly)} < x.${sql.id(newerOnly)}` : sql``;
  for (const [shape, same] of byShape) {
    const names = shape.split(',');
    const set = names.filter((n) => !key.includes(n)).map((n) => sql`${sql.id(n)} = x.${sql.id(n)}`);
    await sql`update ${sql.table(table)} as p set ${sql.join(set)}
      from ${unnestRows(pickColumns(columns, names), same as never)} where ${matched}${newer}`.execute(db);
  }
}
