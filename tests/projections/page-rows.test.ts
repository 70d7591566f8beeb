import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storableJsonText } from '../../projections/engine/column-values';
import { jsonRecordset } from '../../projections/engine/json-recordset';
import type { SequencedEvent } from '../../projections/engine/projection';
import { column, table } from '../../projections/engine/read-model-table';
import { continuedIds, unnestRows } from '../../projections/engine/page-rows';
import { createTestDatabase } from '../support/database';

// A page's rows unpacked by unnest must be exactly what json_to_recordset unpacked from the same rows:
// read models switched from one to the other write the same tables (the rebuild-equals-live test
// compares them only on the demo's values; these are the awkward ones).

const cuttings = table('cuttings', {
  id: column.text(),
  label: column.text().nullable(),
  stems: column.integer().nullable(),
  price_cents: column.bigint().nullable(),
  cut_at: column.timestamptz().nullable(),
  tags: column.textArray().nullable(),
  care: column.jsonb<unknown>().nullable(),
});

const rows = [
  {
    id: 'plain',
    label: 'Rosa roja',
    stems: 12,
    price_cents: '9007199254740993',
    cut_at: '2026-11-23T10:00:00.000Z',
    tags: ['a', 'b'],
    care: { water: 'daily' },
  },
  {
    id: 'quotes',
    label: 'say "hi" \\ back\\slash',
    stems: -1,
    price_cents: 0,
    cut_at: '2026-11-23 10:00:00+02',
    tags: ['"q"', 'back\\slash', 'a,b', '{x}', 'NULL', '', ' sp '],
    care: ['x', 1, null],
  },
  { id: 'nulls', label: null, stems: null, price_cents: null, cut_at: null, tags: null, care: null },
  {
    id: 'null-inside',
    label: '',
    stems: 0,
    price_cents: '-5',
    cut_at: '2026-02-28T23:59:59.999Z',
    tags: ['x', null, 'y'],
    care: 'text',
  },
  {
    id: 'odd',
    label: 'tab\there\nnewline é 🌹 n\u0000ul lone\udc00',
    stems: 7,
    price_cents: 5,
    cut_at: '2026-11-23T10:00:00Z',
    tags: ['n\u0000ul', '\ud800'],
    care: { nul: 'a\u0000b', lone: '\ud800' },
  },
  {
    id: 'json-like',
    label: '{"a":[1,2]} c:\\new',
    stems: NaN,
    price_cents: 2,
    cut_at: null,
    tags: ['{x}', 'c:\\new'],
    care: [],
  },
  { id: 'empty', label: 'none', stems: 1, price_cents: 1, cut_at: '2026-11-23T10:00:00Z', tags: [], care: {} },
  { id: 'not-strings', label: 42, stems: 3, price_cents: 4, cut_at: '2026-11-23T10:00:00Z', tags: [1, true], care: 0 },
];

let scratch: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Kysely<unknown>;
beforeAll(async () => {
  scratch = await createTestDatabase('page_rows');
  db = scratch.db as unknown as Kysely<unknown>;
});
afterAll(() => scratch.drop());

async function unpacked(source: ReturnType<typeof unnestRows>) {
  const { rows: out } = await sql<{ t: string }>`select x::text as t from ${source} order by x.id`.execute(db);
  return out.map((r) => r.t);
}

describe('rows unpacked by unnest', () => {
  it('are the values json_to_recordset unpacks from the same rows, however awkward', async () => {
    const viaJson = await unpacked(jsonRecordset(cuttings.columns, rows, storableJsonText));
    const viaUnnest = await unpacked(unnestRows(cuttings.columns, rows));
    expect(viaUnnest).toEqual(viaJson);
    expect(viaUnnest).toHaveLength(rows.length);
  });

  it('are the same when no value holds a control character (the literal JSON.stringify writes)', async () => {
    const printable = rows.filter((r) => r.id !== 'odd');
    const viaJson = await unpacked(jsonRecordset(cuttings.columns, printable, storableJsonText));
    expect(await unpacked(unnestRows(cuttings.columns, printable))).toEqual(viaJson);
  });

  it('are none for no rows', async () => {
    expect(await unpacked(unnestRows(cuttings.columns, []))).toEqual([]);
  });
});

describe('the rows a page continues', () => {
  const event = (streamId: string, revision: number) => ({ streamId, revision: BigInt(revision) }) as SequencedEvent;
  const idOf = (streamId: string) => (streamId.startsWith('flower-') ? streamId.slice(7) : undefined);

  it('are those whose stream began before the page, each once', () => {
    const page = [
      event('flower-a', 0),
      event('flower-a', 1),
      event('flower-b', 3),
      event('flower-b', 4),
      event('other-c', 2),
    ];
    expect(continuedIds(page, idOf)).toEqual(['b']);
  });

  it('count a stream by its first event in the page, whatever follows', () => {
    expect(continuedIds([event('flower-a', 2), event('flower-a', 0)], idOf)).toEqual(['a']);
    expect(continuedIds([event('flower-a', 0), event('flower-a', 2)], idOf)).toEqual([]);
  });
});
