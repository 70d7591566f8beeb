import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  column,
  createTable,
  GenerationTables,
  table,
  type DatabaseOf,
} from '../../projections/engine/read-model-table';
import { createTestDatabase } from '../support/database';

// One declaration gives the DDL and the Kysely types: what the table holds must be what the type says.
const flowers = table(
  'flowers',
  {
    id: column.text(),
    price_cents: column.bigint(),
    barcode: column.text().nullable(),
    status: column.text<'active' | 'inactive'>(),
    sort_name: column.text().generated(sql`lower(id)`),
    added_at: column.timestamptz(),
    colours: column.textArray(),
    care: column.jsonb<{ water: string }>(),
    stems: column.integer().default('0'),
  },
  { primaryKey: ['id'] },
);
type Db = DatabaseOf<typeof flowers>;

let scratch: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Kysely<Db>;
beforeAll(async () => {
  scratch = await createTestDatabase('rmt');
  db = scratch.db.withTables<Db>() as unknown as Kysely<Db>;
});
afterAll(() => scratch.drop());

describe('a read-model table declared once', () => {
  it('creates the columns, key, generated column and default it declares, and reads back the declared types', async () => {
    await createTable(db as Kysely<unknown>, flowers, 'flowers_g1');
    const { rows } = await sql<{ column_name: string; data_type: string; is_nullable: string; is_generated: string }>`
      select column_name, data_type, is_nullable, is_generated from information_schema.columns
      where table_name = 'flowers_g1' order by ordinal_position`.execute(db);
    expect(rows.map((r) => [r.column_name, r.data_type, r.is_nullable, r.is_generated])).toEqual([
      ['id', 'text', 'NO', 'NEVER'],
      ['price_cents', 'bigint', 'NO', 'NEVER'],
      ['barcode', 'text', 'YES', 'NEVER'],
      ['status', 'text', 'NO', 'NEVER'],
      ['sort_name', 'text', 'YES', 'ALWAYS'],
      ['added_at', 'timestamp with time zone', 'NO', 'NEVER'],
      ['colours', 'ARRAY', 'NO', 'NEVER'],
      ['care', 'jsonb', 'NO', 'NEVER'],
      ['stems', 'integer', 'NO', 'NEVER'],
    ]);
    const at = new Date('2026-11-23T10:00:00Z');
    const row = {
      id: 'ROSA',
      price_cents: 1999,
      barcode: null,
      status: 'active' as const,
      added_at: at,
      colours: ['red'],
    };
    // Written and read through the base name: the plugin points it at the generation's table.
    const g1 = db.withPlugin(new GenerationTables({ flowers: 'flowers_g1' }));
    await g1
      .insertInto('flowers')
      .values({ ...row, care: JSON.stringify({ water: 'daily' }) })
      .execute();
    const back = await g1.selectFrom('flowers as f').selectAll('f').where('f.id', '=', 'ROSA').execute();
    expect(back).toEqual([{ ...row, price_cents: '1999', sort_name: 'rosa', care: { water: 'daily' }, stems: 0 }]);
    const joined = await g1
      .selectFrom('flowers')
      .select(['flowers.price_cents'])
      .where('flowers.status', '=', 'active')
      .executeTakeFirstOrThrow();
    expect(joined.price_cents).toBe('1999');
    await expect(
      sql`insert into flowers_g1 (id, price_cents, status, added_at, colours, care) values ('ROSA', 1, 'active', now(), '{}', '{}')`.execute(
        db,
      ),
    ).rejects.toThrow(/duplicate key/);
  });
});
