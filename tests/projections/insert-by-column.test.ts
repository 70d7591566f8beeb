import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storableJsonText } from '../../projections/engine/column-values';
import { jsonRecordset, pickColumns, writtenColumns } from '../../projections/engine/json-recordset';
import { column, ColumnBuilder, createTable, table, type Columns } from '../../projections/engine/read-model-table';
import { insertByColumn } from '../../projections/engine/insert-by-column';
import { createTestDatabase } from '../support/database';

/** The reference: the same rows through json_to_recordset (Postgres' own reading of their JSON). */
async function insertByRecordset(
  db: Kysely<unknown>,
  name: string,
  columns: Columns,
  rows: object[],
  o: { key: string },
) {
  const names = writtenColumns(columns);
  const list = sql.join(names.map((n) => sql.id(n)));
  const source = jsonRecordset(pickColumns(columns, names), rows as never, storableJsonText);
  await sql`insert into ${sql.table(name)} (${list}) select ${list} from ${source}
    on conflict (${sql.id(o.key)}) do nothing`.execute(db);
}

// New rows written from one JSON array per column must be exactly the rows json_to_recordset wrote
// from the same rows: the read models switched from one to the other write the same tables (the
// rebuild-equals-live test compares them only on the demo's values; these are the awkward ones).

const bouquets = table(
  'bouquets',
  {
    id: column.text(),
    label: column.text().nullable(),
    stems: column.integer().nullable(),
    price_cents: column.bigint().nullable(),
    latitude: new ColumnBuilder<number>('double precision').nullable(),
    fresh: column.boolean().nullable(),
    day: column.date().nullable(),
    cut_at: column.timestamptz().nullable(),
    care: column.jsonb<unknown>().nullable(),
    lines: column.jsonb<unknown>().nullable(),
    tags: column.textArray().nullable(),
    sort_label: column.text().generated(sql`lower(id)`),
  },
  { primaryKey: ['id'] },
);

const rows = [
  {
    id: 'plain',
    label: 'Rosa roja',
    stems: 12,
    price_cents: '9007199254740993',
    latitude: 25.7617,
    fresh: true,
    day: '2026-11-23',
    cut_at: '2026-11-23T10:00:00.000Z',
    care: { water: 'daily' },
    lines: [{ sku: 'ROS-001', quantity: 1 }],
    tags: ['a', 'b'],
  },
  {
    id: 'quotes',
    label: 'say "hi" \\ back\\slash',
    stems: -1,
    price_cents: 0,
    latitude: -80.1918,
    fresh: false,
    day: '2026-02-28',
    cut_at: '2026-11-23 10:00:00+02',
    care: ['x', 1, null],
    lines: [],
    tags: ['"q"', 'back\\slash', 'a,b', '{x}', 'NULL', '', ' sp ', 'é 🌹'],
  },
  {
    id: 'nulls',
    label: null,
    stems: null,
    price_cents: null,
    latitude: null,
    fresh: null,
    day: null,
    cut_at: null,
    care: null,
    lines: null,
  },
  { id: 'absent' },
  {
    id: 'odd',
    label: 'tab\there\nnewline é 🌹 n\u0000ul lone\udc00 \u0001sep',
    stems: '7',
    price_cents: 5,
    latitude: 1e-7,
    fresh: 'true',
    day: '2026-11-23',
    cut_at: '2026-11-23T10:00:00Z',
    care: { nul: 'a\u0000b', lone: '\ud800', 'k\u0000': 1 },
    lines: 'text',
    tags: ['n\u0000ul', '\ud800', 'x', null, 'tab\tnew\nline'],
  },
  {
    id: 'json-like',
    label: '{"a":[1,2]} c:\\new',
    stems: 0,
    price_cents: '-5',
    latitude: 0,
    fresh: false,
    day: null,
    cut_at: null,
    care: {},
    lines: [[1, 2], { a: null }],
    tags: [],
  },
  {
    id: 'not-strings',
    label: 42,
    stems: 3,
    price_cents: 4,
    latitude: 3,
    fresh: true,
    care: 0,
    lines: false,
    tags: [1, true],
  },
  { id: 'list-as-literal', tags: '{a,"b c"}' },
  { id: 'object-as-text', label: { a: 'b' }, stems: 1, care: [null], lines: { deep: { deeper: ['é', '\\'] } } },
];

let scratch: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Kysely<unknown>;
beforeAll(async () => {
  scratch = await createTestDatabase('by_column');
  db = scratch.db as unknown as Kysely<unknown>;
});
afterAll(() => scratch.drop());

async function written(name: string) {
  const { rows: out } = await sql<{ t: string }>`select t::text as t from ${sql.table(name)} t order by id`.execute(db);
  return out.map((r) => r.t);
}

describe('new rows written one JSON array per column', () => {
  it('are the rows json_to_recordset writes from the same rows, however awkward', async () => {
    await createTable(db, bouquets, 'by_recordset');
    await createTable(db, bouquets, 'by_column');
    const options = { key: 'id', toJson: storableJsonText };
    await insertByRecordset(db, 'by_recordset', bouquets.columns, rows, options);
    await insertByColumn(db, 'by_column', bouquets.columns, rows, options);
    const viaRecordset = await written('by_recordset');
    expect(await written('by_column')).toEqual(viaRecordset);
    expect(viaRecordset).toHaveLength(rows.length);
  });

  it('leave a row whose key is stored already as it is (a replayed creation)', async () => {
    await createTable(db, bouquets, 'replayed');
    const options = { key: 'id', toJson: storableJsonText };
    await insertByColumn(db, 'replayed', bouquets.columns, [{ id: 'a', label: 'first' }], options);
    await insertByColumn(db, 'replayed', bouquets.columns, [{ id: 'a', label: 'again' }, { id: 'b' }], options);
    const { rows: out } = await sql<{ id: string; label: string | null }>`
      select id, label from replayed order by id`.execute(db);
    expect(out).toEqual([
      { id: 'a', label: 'first' },
      { id: 'b', label: null },
    ]);
  });

  it('write nothing for no rows', async () => {
    await createTable(db, bouquets, 'none');
    await insertByColumn(db, 'none', bouquets.columns, [], { key: 'id' });
    expect(await written('none')).toEqual([]);
  });
});
