import Fastify from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { ProductPage, type ProductView } from '../../domain/inventory';
import { useAnswerSchemas } from '../../infra/http/answers';
import { fmt, ratio, type Row } from './harness';

// Issue 39: what writing the inventory list from its answer schema costs, beside writing it
// without one, in the same run. One route answering a page of 100 products (the list's largest
// page), through Fastify's inject (no socket, no database: the serialiser is what differs), three
// ways: our answer schemas (fast-json-stringify from the zod schema), no schema (JSON.stringify),
// and fastify-type-provider-zod's own serialiser (zod encode, then JSON.stringify). Alternating
// rounds, median.

const REQUESTS = 5_000;

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

async function appWith(way: 'schema' | 'none' | 'zod') {
  const app = Fastify();
  if (way === 'schema') useAnswerSchemas(app);
  if (way === 'zod') app.setSerializerCompiler(serializerCompiler);
  const schema = way === 'none' ? {} : { response: { 200: ProductPage } };
  app.get('/api/inventory/products', { schema }, async () => page);
  await app.ready();
  return app;
}

export async function benchAnswerSchemas(): Promise<Row[]> {
  const apps = { schema: await appWith('schema'), none: await appWith('none'), zod: await appWith('zod') };
  const perRequest = async (app: Awaited<ReturnType<typeof appWith>>) => {
    const start = performance.now();
    for (let i = 0; i < REQUESTS; i++) {
      const res = await app.inject({ method: 'GET', url: '/api/inventory/products' });
      if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    return ((performance.now() - start) * 1000) / REQUESTS;
  };
  const rounds = { schema: [] as number[], none: [] as number[], zod: [] as number[] };
  for (const app of Object.values(apps)) await perRequest(app); // warm-up
  for (let r = 0; r < 3; r++)
    for (const way of ['schema', 'none', 'zod'] as const) rounds[way].push(await perRequest(apps[way]));
  await Promise.all(Object.values(apps).map((a) => a.close()));
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[1]!;
  const [s, n, z] = [median(rounds.schema), median(rounds.none), median(rounds.zod)];
  return [
    {
      figure: 'inventory list, 100 products, written from its answer schema (fast-json-stringify), µs per request',
      value: fmt(s, 1),
      reference: `${fmt(n, 1)} µs the same route without an answer schema (JSON.stringify)`,
      ratio: ratio(s, n),
      goal: '≤ 1.00x (the schema must not cost what it documents)',
    },
    {
      figure: 'the same, with fastify-type-provider-zod’s serialiser (zod encode + JSON.stringify), µs per request',
      value: fmt(z, 1),
      reference: `${fmt(n, 1)} µs without an answer schema`,
      ratio: ratio(z, n),
      goal: 'reference only (the serialiser this replaced)',
    },
  ];
}
