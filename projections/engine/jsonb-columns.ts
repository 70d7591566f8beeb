import { sql, type Kysely } from 'kysely';
import type { AnyTable, Columns } from './read-model-table';

// Two costs of jsonb columns in a rebuild, measured on the orders' (same run, backend CPU). Generic:
// their home is the engine (json-recordset.ts, read-model-table.ts), where every read model gains them.

/**
 * The same columns, jsonb ones declared `json`, for a batch's JSON parameter (json_to_recordset) that
 * a plain insert or update writes: the assignment casts each value to jsonb, the same value.
 * json_to_recordset building the jsonb itself cost about twice the whole statement's CPU
 * (8,000 new orders: 1,050 → 600 ms), and these statements were most of a rebuild's time.
 */
export function jsonbAsJson<C extends Columns>(columns: C): C {
  const source = Object.entries(columns).map(([name, c]) => [name, c.ddl === 'jsonb' ? { ...c, ddl: 'json' } : c]);
  return Object.fromEntries(source) as C;
}

/**
 * No planner statistics for the jsonb columns (statistics target 0): no reader filters on a
 * document, and sampling them was most of the ANALYZE that ends a rebuild (orders: 630 → 235 ms).
 */
export async function withoutJsonbStatistics(db: Kysely<unknown>, declaration: AnyTable, physical: string) {
  const documents = Object.entries(declaration.columns).filter(([, c]) => c.ddl === 'jsonb');
  if (documents.length === 0) return;
  const clauses = documents.map(([name]) => sql`alter column ${sql.id(name)} set statistics 0`);
  await sql`alter table ${sql.table(physical)} ${sql.join(clauses)}`.execute(db);
}
