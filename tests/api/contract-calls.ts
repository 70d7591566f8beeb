import fc from 'fast-check';

// Calls made from the OpenAPI document, in the style of Schemathesis: for each operation, values
// drawn from its own parameter and body schemas (valid as far as a schema can say), and the same
// calls broken on purpose (a key nobody declared, a value of the wrong type). Seeded: every run
// makes the same calls, so a deviation found once is found again.

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  default?: unknown;
  pattern?: string;
};

export interface Operation {
  method: string;
  /** The OpenAPI path (/api/orders/{id}) and the route's own (/api/orders/:id). */
  path: string;
  route: string;
  pathParams: Record<string, Schema>;
  query: Record<string, Schema>;
  requiredQuery: string[];
  body?: Schema;
}

const FORMATS: Record<string, fc.Arbitrary<string>> = {
  uuid: fc.uuid(),
  'date-time': fc
    .date({ min: new Date('2024-01-01'), max: new Date('2027-12-31'), noInvalidDate: true })
    .map((d) => d.toISOString()),
  date: fc
    .date({ min: new Date('2024-01-01'), max: new Date('2027-12-31'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  email: fc.constantFrom('rosa@flora.test', 'cliente@example.com'),
};

const words = fc.constantFrom('rosa', 'Ramo de tulipanes', 'x', 'Calle 8 #123, Miami', '  ', 'ñandú 🌹');

/** An arbitrary over the values a JSON Schema accepts (bounded: short strings, few items). */
export function valuesOf(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 5) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map((s) => valuesOf(s, depth + 1)));
  if (schema.allOf?.length) return valuesOf(Object.assign({}, ...schema.allOf), depth + 1);
  const type = [schema.type ?? 'object'].flat().find((t) => t !== 'null') ?? 'null';
  switch (type) {
    case 'string': {
      if (schema.format && FORMATS[schema.format]) return FORMATS[schema.format]!;
      const min = schema.minLength ?? 0;
      const max = Math.min(schema.maxLength ?? 24, Math.max(min, 24));
      return fc
        .oneof(words, fc.string({ minLength: min, maxLength: max }))
        .filter((s) => s.length >= min && s.length <= max);
    }
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -5);
      const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 500);
      const lo = Math.max(min, -1e6);
      const hi = Math.max(lo, Math.min(max, 1e6));
      return type === 'integer'
        ? fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) })
        : fc.double({ min: lo, max: hi, noNaN: true }).map((n) => Math.round(n * 100) / 100);
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(valuesOf(schema.items, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
      });
    case 'object': {
      const props = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, s] of Object.entries(props)) record[key] = valuesOf(s, depth + 1);
      return fc.record(record, { requiredKeys: [...required].filter((k) => k in props) });
    }
    default:
      return fc.constant(null);
  }
}

/** The same input broken: a key its schema never declared, or a required field of the wrong type. */
export function brokenBodies(schema: Schema): unknown[] {
  const broken: unknown[] = [
    { ...(fc.sample(valuesOf(schema), { seed: 7, numRuns: 1 })[0] as object), zzUnknownKey: 1 },
  ];
  const [first] = schema.required ?? [];
  if (first) broken.push({ [first]: { not: 'this' } });
  broken.push([], 'texto', 12);
  return broken;
}

/** A value for a query or path parameter as URL text. */
export const asText = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

export function sample<T>(arb: fc.Arbitrary<T>, seed: number, count: number): T[] {
  return fc.sample(arb, { seed, numRuns: count });
}

interface DocOperation {
  parameters?: { in: string; name: string; required?: boolean; schema: Schema }[];
  requestBody?: { content?: Record<string, { schema: Schema }> };
}

/** Every operation of an OpenAPI document, with its inputs' schemas. */
export function operationsOf(doc: { paths?: Record<string, Record<string, DocOperation>> }): Operation[] {
  const found: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths ?? {}))
    for (const [method, op] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const params = op.parameters ?? [];
      const of = (where: string) =>
        Object.fromEntries(params.filter((p) => p.in === where).map((p) => [p.name, p.schema]));
      found.push({
        method: method.toUpperCase(),
        path,
        route: path.replace(/\{([^}]+)\}/g, ':$1'),
        pathParams: of('path'),
        query: of('query'),
        requiredQuery: params.filter((p) => p.in === 'query' && p.required).map((p) => p.name),
        body: op.requestBody?.content?.['application/json']?.schema,
      });
    }
  return found;
}

/** The URL of an operation with its path filled and the given query. */
export function urlOf(op: Operation, pathValues: Record<string, unknown>, query: Record<string, unknown> = {}): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) =>
    encodeURIComponent(asText(pathValues[name] ?? 'x')),
  );
  const search = new URLSearchParams(
    Object.entries(query)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, asText(v)]),
  ).toString();
  return search ? `${path}?${search}` : path;
}
