import fc from 'fast-check';
import { resolver, routesOf } from '../reliability/fuzz-requests';
import { shaped, type Schema } from '../reliability/fuzz-values';

// The operations of an OpenAPI document and values for their inputs, in the style of Schemathesis:
// values drawn from each operation's own parameter and body schemas (the fuzz test's `shaped`, which
// the fuzz run sends too), and the same input broken on purpose (a key nobody declared, a wrong
// type). Seeded: every run makes the same calls, so a deviation found once is found again.

export interface Operation {
  method: string;
  /** The OpenAPI path (/api/orders/{id}) and the route's own (/api/orders/:id). */
  path: string;
  route: string;
  pathParams: Record<string, Schema>;
  query: Record<string, Schema>;
  requiredQuery: string[];
  /** The JSON body's schema, when it takes one. */
  body?: Schema;
}

type Doc = Parameters<typeof routesOf>[0];

/** Every operation of the document, and an arbitrary over the values a schema of it accepts. */
export function contractOf(doc: Doc): {
  operations: Operation[];
  valuesOf: (s: Schema | undefined) => fc.Arbitrary<unknown>;
} {
  const resolve = resolver(doc);
  const operations = routesOf(doc).map((r) => {
    const of = (where: string) =>
      Object.fromEntries(r.params.filter((p) => p.in === where).map((p) => [p.name, p.schema ?? {}]));
    return {
      method: r.method,
      path: r.path,
      route: r.path.replace(/\{([^}]+)\}/g, ':$1'),
      pathParams: of('path'),
      query: of('query'),
      requiredQuery: r.params
        .filter((p) => p.in === 'query' && (p as { required?: boolean }).required)
        .map((p) => p.name),
      body: r.body?.type === 'application/json' ? r.body.schema : undefined,
    };
  });
  return { operations, valuesOf: (s) => shaped(s, resolve) };
}

/** The same input broken: a key its schema never declared, a required field of the wrong type, not an object. */
export function brokenBodies(valid: unknown, schema: Schema): unknown[] {
  const broken: unknown[] = [{ ...(valid as object), zzUnknownKey: 1 }];
  const [first] = schema.required ?? [];
  if (first) broken.push({ [first]: { not: 'this' } });
  broken.push([], 'texto', 12);
  return broken;
}

/** A value for a query or path parameter as URL text. */
export const asText = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

export const sample = <T>(arb: fc.Arbitrary<T>, seed: number, count: number): T[] =>
  fc.sample(arb, { seed, numRuns: count });

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
