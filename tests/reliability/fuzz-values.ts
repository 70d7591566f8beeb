import fc from 'fast-check';

// The values the fuzz test sends: what a route's OpenAPI schema says it takes ("valid-looking"),
// and what an attacker or a broken client sends instead ("nasty"): NUL, lone surrogates, huge
// numbers, a megabyte of text, wrong types, deep nesting.

/** The parts of an OpenAPI (JSON Schema) object the fuzzer reads. */
export interface Schema {
  $ref?: string;
  const?: unknown;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  type?: string | string[];
  minimum?: number;
  maximum?: number;
  items?: Schema;
  minItems?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
}

const MEGABYTE = 'x'.repeat(1 << 20);

/** Text that has broken servers: control characters, half surrogate pairs, injections, sheer size. */
export const nastyText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udc00',
    '\udfff\ud800',
    '',
    ' ',
    '\t\n',
    '%00',
    '%D8%00',
    '../../etc/passwd',
    "' or 1=1 --",
    '<script>alert(1)</script>',
    '${7*7}',
    'NaN',
    '-1',
    '1e400',
    'Number.MAX_SAFE_INTEGER + 2',
    'null',
    '{}',
    '🌹'.repeat(300),
    'ñandú Ünïcödé',
    'product-00000000-0000-4000-8000-000000000000',
    '00000000-0000-0000-0000-000000000000',
  ),
  fc.constant(MEGABYTE),
  fc.constant('a'.repeat(10_000)),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 40 }),
);

/** Numbers past every bound, and the ones right at them. */
export const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    1e16,
    -1e16,
    Number.MAX_SAFE_INTEGER + 2,
    Number.MAX_VALUE,
    -Number.MAX_VALUE,
    1e308,
    5e-324,
    -0,
    0,
    -1,
    0.001,
    1.005,
    10_000_000.01,
    10_000_000,
    1_000_000,
    1_000_001,
    2 ** 31,
    2 ** 53,
    2 ** 63,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** Amounts and quantities a schema without bounds would take: they must not reach a total or a sum. */
export const beyondBounds = fc.constantFrom(
  1e16,
  Number.MAX_SAFE_INTEGER + 2,
  10_000_000.01,
  1_000_001,
  2 ** 31,
  99_999_999_999,
);

const deepArray = (depth: number) => JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as unknown;

/** Any JSON value that is probably not what the field wants. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyText,
  nastyNumber,
  fc.constantFrom(true, false, null, [], {}, [null], { $ne: null }, JSON.parse('{"__proto__":{"admin":true}}')),
  fc.constant(deepArray(2_000)),
  fc.jsonValue({ maxDepth: 3 }),
);

/** A value of the shape `schema` describes, kept small: meant to pass validation and reach the handler. */
export function shaped(
  schema: Schema | undefined,
  resolve: (s: Schema) => Schema,
  depth = 0,
  ids: string[] = [],
): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.jsonValue({ maxDepth: 1 });
  const s = resolve(schema);
  if (s.const !== undefined) return fc.constant(s.const);
  if (Array.isArray(s.enum)) return fc.constantFrom(...s.enum);
  const union = s.anyOf ?? s.oneOf;
  if (Array.isArray(union) && union.length > 0)
    return fc.oneof(...union.map((u: Schema) => shaped(u, resolve, depth + 1, ids)));
  if (Array.isArray(s.allOf) && s.allOf.length > 0) return shaped(s.allOf[0], resolve, depth + 1, ids);
  const type = Array.isArray(s.type) ? s.type.find((t: string) => t !== 'null') : s.type;
  switch (type) {
    case 'string':
      return shapedText(s, ids);
    case 'integer':
      return fc.oneof(
        {
          weight: 4,
          arbitrary: fc.integer({
            min: Math.max(s.minimum ?? 0, -1e6),
            max: Math.min(s.maximum ?? 1000, 1e6),
          }),
        },
        { weight: 1, arbitrary: beyondBounds },
      );
    case 'number':
      return fc.oneof(
        {
          weight: 4,
          arbitrary: fc.integer({ min: 0, max: 100_000 }).map((n) => Math.min(n / 100, s.maximum ?? Infinity)),
        },
        { weight: 1, arbitrary: beyondBounds },
      );
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(shaped(s.items, resolve, depth + 1, ids), {
        minLength: s.minItems ?? 0,
        maxLength: Math.max(s.minItems ?? 0, 3),
      });
    case 'object': {
      const props: Record<string, Schema> = s.properties ?? {};
      const record = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, shaped(v, resolve, depth + 1, ids)]));
      return fc.record(record, { requiredKeys: (s.required ?? []).filter((k: string) => k in props) });
    }
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/** Real ids of the shop stand in for a uuid half the time, so requests get past "not found". */
function shapedText(s: Schema, ids: string[]): fc.Arbitrary<string> {
  const known = ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (s.format === 'uuid')
    return known.length > 0 ? fc.oneof(fc.uuid({ version: 4 }), fc.constantFrom(...known)) : fc.uuid({ version: 4 });
  if (s.format === 'date')
    return fc
      .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
  if (s.format === 'date-time')
    return fc
      .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
      .map((d) => d.toISOString());
  if (s.format === 'email') return fc.emailAddress();
  const minLength = s.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(s.maxLength ?? 20, 20));
  if (s.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(s.pattern))
        .filter((v) => v.length >= minLength && v.length <= (s.maxLength ?? Infinity));
    } catch {
      // a pattern JavaScript cannot compile: plain text instead
    }
  }
  return fc.string({ minLength, maxLength });
}

/** The paths to every leaf of a JSON value (the fields one can break). */
export function leaves(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.length === 0 ? [at] : value.flatMap((v, i) => leaves(v, [...at, i]));
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length === 0 ? [at] : entries.flatMap(([k, v]) => leaves(v, [...at, k]));
  }
  return [at];
}

/** `value` with the leaf number `pick` (modulo the count) replaced by `broken`. */
export function breakOneField(value: unknown, pick: number, broken: unknown): unknown {
  const paths = leaves(value);
  const path = paths[pick % paths.length]!;
  if (path.length === 0) return broken;
  // Arrays are objects keyed by index here: a leaf path walks both alike.
  type Node = Record<string, unknown>;
  const copy = structuredClone(value) as Node;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Node;
  node[path[path.length - 1]!] = broken;
  return copy;
}
