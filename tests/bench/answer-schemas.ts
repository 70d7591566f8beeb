import { z } from 'zod';
import { ProductPage, type ProductView } from '../../domain/inventory';
import { compile } from '../../infra/http/answers';
import { fmt, ratio, type Row } from './harness';

// Issue 39: what writing the inventory list from its answer schema costs, beside writing it
// without one, in the same run: a page of 100 products (the list's largest page) written three
// ways — the serialiser both APIs now use (fast-json-stringify from the zod schema, infra/http/
// answers.ts), no schema (JSON.stringify), and fastify-type-provider-zod's own serialiser (zod
// encode, then JSON.stringify), which the APIs used before. Alternating rounds, median. The same
// bytes come out of the first two (checked).

const WRITES = 5_000;

function product(i: number): ProductView {
  const id = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
  return {
    _id: id,
    id,
    name: `Ramo de rosas rojas ${i}`,
    sku: `ROS-${String(i).padStart(4, '0')}`,
    barcode: i % 3 === 0 ? null : `750100000${String(i).padStart(4, '0')}`,
    description: 'Doce rosas rojas de tallo largo con follaje y papel kraft.',
    price: 45 + (i % 7) * 5,
    wholesalePrice: i % 2 === 0 ? 30 : null,
    currentStock: (i * 7) % 40,
    consignedStock: i % 4,
    minStockLevel: 5,
    categories: ['Rosas', 'Arreglos'],
    category: 'Rosas',
    vaseLifeDays: 7,
    requiresLots: false,
    status: 'active',
    images: [`/images/products/${id}.jpg`],
    location: 'Almacén principal',
    stockStatus: 'in_stock',
    value: (45 + (i % 7) * 5) * ((i * 7) % 40),
    updatedAt: new Date(Date.UTC(2026, 10, 1 + (i % 28))).toISOString(),
  };
}

const page = {
  items: Array.from({ length: 100 }, (_, i) => product(i)),
  total: 10_000,
  page: 1,
  pageSize: 100,
  pageCount: 100,
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[1]!;

/** µs per answer written, over WRITES answers. */
function perAnswer(write: (data: unknown) => string): number {
  const start = performance.now();
  let bytes = 0;
  for (let i = 0; i < WRITES; i++) bytes += write(page).length;
  if (bytes === 0) throw new Error('nothing written');
  return ((performance.now() - start) * 1000) / WRITES;
}

export async function benchAnswerSchemas(): Promise<Row[]> {
  const ways = {
    schema: compile(ProductPage).write,
    none: (data: unknown) => JSON.stringify(data),
    zod: (data: unknown) => JSON.stringify(z.encode(ProductPage, data as never)),
  };
  if (ways.schema(page) !== ways.none(page)) throw new Error('the schema writes another answer than JSON.stringify');
  const rounds = { schema: [] as number[], none: [] as number[], zod: [] as number[] };
  for (const write of Object.values(ways)) perAnswer(write); // warm-up
  for (let r = 0; r < 3; r++)
    for (const way of ['schema', 'none', 'zod'] as const) rounds[way].push(perAnswer(ways[way]));
  const [s, n, zo] = [median(rounds.schema), median(rounds.none), median(rounds.zod)];
  const kb = fmt(ways.none(page).length / 1024, 1);
  return [
    {
      figure: `inventory list page (100 products, ${kb} KB) written from its answer schema (fast-json-stringify), µs`,
      value: fmt(s, 1),
      reference: `${fmt(n, 1)} µs the same page without a schema (JSON.stringify)`,
      ratio: ratio(s, n),
      goal: '≤ 1.00x (the schema must not cost what it documents)',
    },
    {
      figure: 'the same page with fastify-type-provider-zod’s serialiser (zod encode + JSON.stringify), µs',
      value: fmt(zo, 1),
      reference: `${fmt(n, 1)} µs without a schema`,
      ratio: ratio(zo, n),
      goal: 'reference only (the serialiser this replaced)',
    },
  ];
}
