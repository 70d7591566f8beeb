import { sql, type AliasedRawBuilder } from 'kysely';
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
