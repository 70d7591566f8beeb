import { sql, type AliasedRawBuilder, type QueryExecutorProvider } from 'kysely';
import type { Columns, RowOf } from './read-model-table';

// A batch's rows as ONE JSON parameter that Postgres unpacks into a typed record source
// (`json_to_recordset($1::json) as x(col type, …)`): one bind however many rows a rebuild batch
// holds, no per-value parameters, and a jsonb value travels as the JSON it is. The column types come
// from a read model's declaration, so a projection's set-based insert, upsert or `update … from`
// is a typed Kysely query over `x` instead of a hand-typed column list.

/** The columns `names` of a declaration (a table's, or ad hoc ones a statement needs beside them). */
export function pickColumns<C extends Columns, K extends keyof C & string>(
  columns: C,
  names: readonly K[],
): Pick<C, K> {
  return Object.fromEntries(names.map((name) => [name, columns[name]])) as Pick<C, K>;
}

/** Every column a writer sets: all but those Postgres generates. */
export function writtenColumns<C extends Columns>(columns: C): (keyof C & string)[] {
  return Object.keys(columns).filter((name) => !columns[name]!.generatedAs);
}

/**
 * `json_to_recordset(<rows>) as x(<column> <type>, …)`: rows keyed by column, read back as the
 * columns' select types (bigint as text, timestamptz as Date). `toJson` may make the text storable
 * (column-values' storableJsonText); keys the columns do not name are ignored by Postgres.
 */
export function jsonRecordset<C extends Columns>(
  columns: C,
  rows: readonly { [K in keyof C]: unknown }[],
  toJson: (rows: unknown) => string = JSON.stringify,
): AliasedRawBuilder<RowOf<{ name: 'x'; columns: C }>, 'x'> {
  const definitions = Object.entries(columns).map(([name, c]) => sql`${sql.id(name)} ${sql.raw(c.ddl)}`);
  return sql<RowOf<{ name: 'x'; columns: C }>>`json_to_recordset(${toJson(rows)}::json)`.as<'x'>(
    sql`x(${sql.join(definitions)})`,
  );
}

/** A table's key: one column, or several (a subscription's cycle: its subscription and day). */
type Key = string | readonly string[];
const keyColumns = (key: Key) => [key].flat();

/**
 * New rows, each holding every column a writer sets (writtenColumns), in one statement; a row whose
 * `key` is stored already (a replayed creation) is left as it is.
 */
export async function insertNewRows(
  db: QueryExecutorProvider,
  table: string,
  columns: Columns,
  rows: readonly Record<string, unknown>[],
  options: { key: Key; toJson?: (rows: unknown) => string },
): Promise<void> {
  if (rows.length === 0) return;
  const key = sql.join(keyColumns(options.key).map((k) => sql.id(k)));
  const names = sql.join(writtenColumns(columns).map((n) => sql.id(n)));
  const source = jsonRecordset(pickColumns(columns, writtenColumns(columns)), rows as never, options.toJson);
  await sql`insert into ${sql.table(table)} (${names}) select ${names} from ${source}
    on conflict (${key}) do nothing`.execute(db);
}

/**
 * Changes to stored rows, where each row names only the columns it changes (a partner's details, an
 * invoice's status…): one `update … from json_to_recordset` per set of columns, so a batch costs one
 * statement per shape of change (a handful), not one per event. `newerOnly`: a column the stored row
 * must be below for the change to apply (a revision), so a replayed change never goes back in time.
 */
export async function updateByShape(
  db: QueryExecutorProvider,
  table: string,
  columns: Columns,
  rows: readonly Record<string, unknown>[],
  options: { key: Key; newerOnly?: string; toJson?: (rows: unknown) => string },
): Promise<void> {
  const byShape = new Map<string, Record<string, unknown>[]>();
  for (const row of rows) {
    const shape = Object.keys(row).sort().join(',');
    byShape.set(shape, [...(byShape.get(shape) ?? []), row]);
  }
  const { newerOnly } = options;
  const key = keyColumns(options.key);
  const matched = sql.join(
    key.map((k) => sql`p.${sql.id(k)} = x.${sql.id(k)}`),
    sql` and `,
  );
  for (const [shape, same] of byShape) {
    const names = shape.split(',');
    const set = names.filter((n) => !key.includes(n)).map((n) => sql`${sql.id(n)} = x.${sql.id(n)}`);
    const newer = newerOnly ? sql` and p.${sql.id(newerOnly)} < x.${sql.id(newerOnly)}` : sql``;
    await sql`update ${sql.table(table)} as p set ${sql.join(set)}
      from ${jsonRecordset(pickColumns(columns, names), same as never, options.toJson)}
      where ${matched}${newer}`.execute(db);
  }
}
