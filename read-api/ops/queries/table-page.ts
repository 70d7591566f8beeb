import type pg from 'pg';
import type { TablePage } from '../../../domain/ops';

// One page of a read model's table for the data-management screen, read-only. Rows are arrays in
// the order of `columns` (smaller than objects, and a table's column names may repeat nothing the
// screen needs twice). Values as Postgres gives them: bigint and numeric as text, jsonb as JSON,
// timestamps as ISO text.

const UNDEFINED_TABLE = '42P01';
/** Types without a btree order (ORDER BY refuses them). */
const UNORDERED = new Set(['json', 'point', 'xml', 'USER-DEFINED']);

/**
 * `table` must come from a list the caller trusts (the registry's tables): it is quoted, never
 * bound. Undefined when the table (or view) is not there, e.g. dropped meanwhile.
 */
export async function readTablePage(
  pool: pg.Pool,
  table: string,
  offset: number,
  limit: number,
): Promise<TablePage | undefined> {
  const quoted = `"${table.replace(/"/g, '""')}"`;
  const client = await pool.connect();
  try {
    // One snapshot for the count and the page; read only, whatever the caller asks.
    await client.query('begin transaction isolation level repeatable read read only');
    const { rows: columns } = await client.query<{ name: string; type: string }>(
      `select column_name as name, data_type as type from information_schema.columns
        where table_schema = current_schema() and table_name = $1 order by ordinal_position`,
      [table],
    );
    if (columns.length === 0) return undefined;
    const count = await client.query<{ n: string }>(`select count(*) as n from ${quoted}`);
    // Ordered by every column that has an order, so pages are stable while the table does not change.
    const order = columns
      .map((c, i) => (UNORDERED.has(c.type) ? undefined : i + 1))
      .filter((i) => i !== undefined)
      .join(', ');
    const page = await client.query({
      text: `select * from ${quoted} ${order ? `order by ${order}` : ''} offset $1 limit $2`,
      values: [offset, limit],
      rowMode: 'array',
    });
    return { columns: columns.map((c) => c.name), rows: page.rows as unknown[][], total: Number(count.rows[0]!.n) };
  } catch (err) {
    if ((err as { code?: string }).code === UNDEFINED_TABLE) return undefined;
    throw err;
  } finally {
    await client.query('rollback').catch(() => {});
    client.release();
  }
}
