import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { beyondBounds, breakOneField, nastyText, nastyValue, shaped, type Schema } from './fuzz-values';

// One route of an OpenAPI document → an arbitrary of requests to it: path and query values, headers,
// the token (the owner's, none, a forged one) and a body — valid-looking, with one field broken,
// or not what the route takes at all.

export interface RouteDoc {
  method: string;
  path: string;
  params: { name: string; in: string; schema?: Schema }[];
  body?: { type: string; schema?: Schema };
}

interface Operation {
  parameters?: RouteDoc['params'];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}
type Doc = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export function routesOf(doc: Doc): RouteDoc[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((m) => {
      const op = item[m]!;
      const content: Record<string, { schema?: Schema }> = op.requestBody?.content ?? {};
      const [type, media] = Object.entries(content)[0] ?? [];
      return {
        method: m.toUpperCase(),
        path,
        params: op.parameters ?? [],
        body: type ? { type, schema: media?.schema } : undefined,
      };
    }),
  );
}

export function resolver(doc: Doc) {
  return (s: Schema): Schema => {
    const ref: string | undefined = s.$ref;
    if (!ref) return s;
    return doc.components?.schemas?.[ref.split('/').pop()!] ?? {};
  };
}

/** Percent-encoded, or — for half a surrogate pair, which UTF-8 cannot carry — the malformed bytes a client might send. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return `${encodeURIComponent(text.replace(/[\ud800-\udfff]/g, ''))}%ED%A0%80`;
  }
}
const malformedEncodings = fc.constantFrom(
  '%D8%00',
  '%ED%A0%80',
  '%',
  '%zz',
  '%00',
  '%E0%A4%A',
  '..',
  '%2F',
  'a%2Fb',
  '%C0%AF',
);

/** A value for a path or query parameter, already encoded for the URL. */
function urlValue(schema: Schema | undefined, ids: string[], resolve: (s: Schema) => Schema) {
  const fromSchema = shaped(schema, resolve).map((v) => encode(typeof v === 'string' ? v : JSON.stringify(v)));
  return fc.oneof(
    { weight: 3, arbitrary: ids.length > 0 ? fc.constantFrom(...ids).map(encode) : fromSchema },
    { weight: 3, arbitrary: fromSchema },
    // Node's HTTP server refuses a request line past 16 KB (431) before any route: 20 KB is enough here.
    { weight: 2, arbitrary: nastyText.map((t) => encode(t.slice(0, 20_000))) },
    { weight: 1, arbitrary: malformedEncodings },
  );
}

/** What an HTTP header can carry (Latin-1, no line breaks), valid or not. */
const headerText = fc.oneof(
  fc.constantFrom(
    'not-a-uuid',
    '',
    ' ',
    'x'.repeat(8192),
    '\u00ff\u00e9',
    '00000000-0000-0000-0000-000000000000',
    'caja-1',
  ),
  fc.string({ maxLength: 60 }).map((s) => s.replace(/[^\t\x20-\x7e\x80-\xff]/g, '?')),
);
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { freq: 2 });
/** Mostly absent or valid, so most requests get past the headers to the route itself. */
const header = (valid: fc.Arbitrary<string>) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constant(null) },
    { weight: 3, arbitrary: valid },
    { weight: 1, arbitrary: headerText },
  );

const HEADERS = fc.record({
  'idempotency-key': header(fc.uuid()),
  'x-correlation-id': header(fc.uuid()),
  'x-device-id': header(fc.constant('tablet-caja-1')),
  'x-forwarded-for': header(fc.constant('203.0.113.9')),
});

const BROKEN_JSON = fc.constantFrom(
  '{',
  '{"a":',
  '',
  'null',
  '[]',
  '"text"',
  '1e999',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '['.repeat(50_000) + ']'.repeat(50_000),
  `{"a":"${'\\ud800'.repeat(10)}"}`,
);

/** What replaces the one broken field: anything odd, often an amount or a quantity past its bound. */
const broken = fc.oneof(nastyValue, beyondBounds);

function bodyOf(
  route: RouteDoc,
  ids: string[],
  resolve: (s: Schema) => Schema,
  example?: fc.Arbitrary<unknown>,
): fc.Arbitrary<{ payload?: string; type?: string }> {
  if (route.body?.type === 'text/csv') {
    const cell = fc.oneof(
      fc.string({ maxLength: 12 }),
      nastyText.filter((t) => t.length < 5000),
      nastyNumber(),
    );
    const row = fc
      .array(cell, { minLength: 12, maxLength: 12 })
      .map((cells) => cells.map((c) => `"${String(c).replace(/"/g, '""')}"`).join(','));
    const header =
      'sku,name,barcode,description,price,wholesalePrice,currentStock,minStockLevel,categories,status,location,images';
    return fc.array(row, { maxLength: 3 }).map((rows) => ({ payload: [header, ...rows].join('\n'), type: 'text/csv' }));
  }
  const valid = example
    ? fc.oneof({ weight: 3, arbitrary: example }, shaped(route.body?.schema, resolve, 0, ids))
    : shaped(route.body?.schema, resolve, 0, ids);
  const json = fc
    .oneof(
      { weight: 4, arbitrary: valid },
      {
        weight: 4,
        arbitrary: fc.tuple(valid, broken, fc.nat()).map(([v, value, pick]) => breakOneField(v, pick, value)),
      },
      { weight: 2, arbitrary: nastyValue },
    )
    .map((v) => ({ payload: JSON.stringify(v) ?? 'null', type: 'application/json' }));
  const other = fc.oneof(
    BROKEN_JSON.map((payload) => ({ payload, type: 'application/json' })),
    fc.constant({ payload: 'a=1', type: 'text/plain' }),
  );
  if (!route.body && route.method === 'GET') return fc.constant({});
  return route.body
    ? fc.oneof({ weight: 8, arbitrary: json }, { weight: 1, arbitrary: other })
    : fc.oneof(fc.constant({}), json, other);
}

const nastyNumber = () => fc.constantFrom('1e16', '9007199254740993', '-1', '10000000.01', '1000001', 'NaN');

export interface Targets {
  tokens: { owner: string; forged: string };
  /** Every id of the shop, and the ones this route's path parameter should mostly take. */
  ids: string[];
  pathIds: string[];
  example?: fc.Arbitrary<unknown>;
}

export function requestsTo(
  route: RouteDoc,
  resolve: (s: Schema) => Schema,
  { tokens, ids, pathIds, example }: Targets,
) {
  const pathParams = route.params.filter((p) => p.in === 'path');
  const queryParams = route.params.filter((p) => p.in === 'query');
  const path = fc.tuple(...pathParams.map((p) => urlValue(p.schema, pathIds.length > 0 ? pathIds : ids, resolve)));
  const query = fc.tuple(
    ...queryParams.map((p) =>
      maybe(urlValue(p.schema, ids, resolve)).map((v) => (v === null ? [] : [`${p.name}=${v}`])),
    ),
    // A position far past the store's head makes a read wait out its bound first: sent rarely.
    fc
      .oneof(
        { weight: 12, arbitrary: fc.constant(null) },
        {
          weight: 4,
          arbitrary: fc.constantFrom('unknown=1', 'page=1&page=2', '%00=1', 'minPosition=%00', 'minPosition=1/x'),
        },
        { weight: 1, arbitrary: fc.constant('minPosition=999999999999/999999999999') },
      )
      .map((v) => (v ? [v] : [])),
  );
  const auth = fc.oneof(
    { weight: 6, arbitrary: fc.constant(`Bearer ${tokens.owner}`) },
    { weight: 1, arbitrary: fc.constantFrom(undefined, `Bearer ${tokens.forged}`, 'Basic YTpi') },
  );
  return fc
    .tuple(path, query, HEADERS, auth, bodyOf(route, ids, resolve, example))
    .map(([values, pairs, headers, authorization, body]): InjectOptions => {
      let url = route.path;
      pathParams.forEach((p, i) => (url = url.replace(`{${p.name}}`, values[i] ?? 'x')));
      const search = pairs.flat().join('&');
      const sent: Record<string, string> = Object.fromEntries(
        Object.entries(headers).filter(([, v]) => v !== null),
      ) as Record<string, string>;
      if (authorization) sent.authorization = authorization;
      if (body.type) sent['content-type'] = body.type;
      return {
        method: route.method as 'GET',
        url: search ? `${url}?${search}` : url,
        headers: sent,
        payload: body.payload,
      };
    });
}
