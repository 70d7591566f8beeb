import { Ajv, type ValidateFunction } from 'ajv';
import fastJson from 'fast-json-stringify';
import type { FastifyInstance } from 'fastify';
import type { Readable } from 'node:stream';
import { z } from 'zod';

// Every answer of both APIs is written from its route's zod schema (issue 39): the schema becomes
// JSON Schema once per route and fast-json-stringify writes the answer from it (faster than
// JSON.stringify, and a field the schema does not name never leaves the server). The same JSON
// Schema is what the OpenAPI documents publish.
//
// Under test (FLORA_CHECK_ANSWERS=1, set by the vitest configs) every answer is also held to its
// schema strictly, as the client will read it: a missing field, a wrong type or a field the schema
// does not name fails the request with a 500 that names the route and the path, so every test of
// the project is a conformance test of the answers it sees.

export const CHECK_ANSWERS = process.env.FLORA_CHECK_ANSWERS === '1';

type JsonSchema = Record<string, unknown>;
type Serializer = (data: unknown) => string;

const jsonSchemaOf = (schema: z.ZodType): JsonSchema | undefined => {
  try {
    return z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' }) as JsonSchema;
  } catch {
    return undefined; // a transform or a custom check: written by zod itself (below)
  }
};

const ajv = new Ajv({ strict: false, allErrors: false, validateFormats: false });
const compiled = new WeakMap<z.ZodType, { write: Serializer; check?: ValidateFunction }>();

/** The writer (and, where JSON Schema can say it, the strict check) of one answer schema, made once. */
export function compile(schema: z.ZodType): { write: Serializer; check?: ValidateFunction } {
  const known = compiled.get(schema);
  if (known) return known;
  const json = jsonSchemaOf(schema);
  const made = json
    ? { write: fastJson(json as unknown as Parameters<typeof fastJson>[0]) as Serializer, check: ajv.compile(json) }
    : {
        write: (data: unknown) => {
          const result = z.encode(schema, data as never);
          return JSON.stringify(result);
        },
      };
  compiled.set(schema, made);
  return made;
}

/** An answer that broke its route's schema (under test only). */
export class AnswerDeviation extends Error {
  constructor(route: string, detail: string) {
    super(`La respuesta de ${route} no cumple su esquema: ${detail}`);
    this.name = 'AnswerDeviation';
  }
}

const asZod = (maybe: unknown): z.ZodType | undefined => {
  if (maybe instanceof z.ZodType) return maybe;
  const props = (maybe as { properties?: unknown } | undefined)?.properties;
  return props instanceof z.ZodType ? props : undefined;
};

/** Both apps' serializer compiler: the route's answer schema, compiled once. */
export function useAnswerSchemas(app: FastifyInstance): void {
  app.setSerializerCompiler(({ schema, method, url, httpStatus }) => {
    const zod = asZod(schema);
    if (!zod) return (data) => JSON.stringify(data);
    const { write, check } = compile(zod);
    if (!CHECK_ANSWERS || !check) return write;
    const route = `${method} ${url} ${httpStatus}`;
    return (data) => {
      // As the client reads it: dates become their ISO text, undefined fields vanish.
      const seen = data === undefined ? undefined : JSON.parse(JSON.stringify(data));
      if (!check(seen)) {
        const [first] = check.errors ?? [];
        const detail = `${first?.instancePath || '(raíz)'} ${first?.message ?? ''} ${JSON.stringify(first?.params ?? {})}`;
        console.error(new AnswerDeviation(route, detail).message);
        throw new AnswerDeviation(route, detail);
      }
      return write(data);
    };
  });
}

/**
 * The answer of a route that sends a file (CSV, PDF, XLSX): documented by its content type; the
 * route sends the bytes itself, so no serializer runs.
 */
export const fileAnswer = (contentType: string, description: string) => ({
  description,
  // Documented as binary text; the route may send a string, a Buffer or a stream (typed so the handler can).
  content: {
    [contentType]: {
      schema: z.string().meta({ format: 'binary' }) as unknown as z.ZodType<string | Buffer | Readable>,
    },
  },
});
