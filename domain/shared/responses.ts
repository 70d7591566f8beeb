import { z } from 'zod';

// Shapes every area's read-api answers share. Each answer is a zod schema and its type is inferred
// from it (issue 39): the route serialises with the schema, the OpenAPI documents publish it, and the
// app imports the type — one definition, never a hand-written copy.

/** One page of a list: its items and where it stands in the whole. */
export const pageAnswer = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    pageCount: z.number().int(),
  });
export type Page<T> = { items: T[]; total: number; page: number; pageSize: number; pageCount: number };

/** Who did something, as a list shows it. */
export const ActorView = z.object({
  userId: z.string(),
  /** The user's name when the users read model knows it. */
  name: z.string().nullable(),
});
export type ActorView = z.infer<typeof ActorView>;

/** An ISO-8601 instant as the answers carry it (a string, never a Date: the serialiser writes what it is given). */
export const Instant = z.string();

/** A line of a sale, online or at the counter: the product as sold, its price and how many. */
export const SoldLine = z.object({
  productId: z.string(),
  name: z.string(),
  sku: z.string(),
  unitPrice: z.number(),
  quantity: z.number().int(),
  lineTotal: z.number(),
});

/** What every command answers (ARCHITECTURE 4): 201 when it appended events, 200 when nothing changed. */
export const CommandAnswer = z
  .object({
    id: z
      .string()
      .describe(
        'Identificador del recurso, el que toman sus rutas (p. ej. el uuid del producto en /api/inventory/products/:id)',
      ),
    streamId: z.string().describe('El stream de eventos del agregado (p. ej. product-<uuid>), para la auditoría'),
    revision: z.number().int().describe('Revisión del stream tras el comando (-1: stream sin eventos)'),
    position: z.string().nullable().describe('Posición para leer lo escrito: ?minPosition=… en la read-api'),
  })
  .describe('201: el comando añadió eventos; 200: no había nada que cambiar');
export type CommandAnswer = z.infer<typeof CommandAnswer>;
