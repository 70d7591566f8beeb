import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CSV_COLUMNS, ImportReport } from '../../domain/inventory';
import { commandHeaders, commandResponses } from '../schemas';
import { commandContext } from '../send-command';
import type { Inventory } from './catalogue';
import { importProducts } from './import';

// POST /api/inventory/import: a CSV chunk of the product list. The app sends a big file in chunks
// (the 1 MiB body limit stays), each with the header and the file row of its first record.

const importQuery = z.object({
  firstRow: z.coerce
    .number({ error: 'firstRow debe ser un número de fila.' })
    .int({ error: 'firstRow debe ser un número de fila.' })
    .min(2, { error: 'firstRow es la fila del primer registro: 2 o más (la fila 1 es el encabezado).' })
    .default(2)
    .describe('Fila del archivo donde empieza este fragmento (2 para un archivo entero)'),
  preview: z
    .enum(['true', 'false'], { error: 'preview es true o false.' })
    .default('false')
    .describe('true: revisa cada fila y responde el informe sin importar nada (la vista previa de la app)'),
});

const { 200: _answer, 201: _appended, ...problems } = commandResponses;

const DESCRIPTION = [
  `Columnas (encabezado obligatorio): ${CSV_COLUMNS.join(', ')}. Categorías e imágenes separadas por |; importes en pesos;`,
  'estado active/inactive/discontinued (o Activo/Inactivo/Descontinuado). Un SKU nuevo da de alta el producto (currentStock es',
  'su stock inicial); un SKU existente actualiza sus datos y currentStock se ignora: el stock solo cambia con movimientos.',
  'Una fila con errores no aplica nada; importar el mismo archivo dos veces no cambia nada la segunda.',
].join(' ');

export const importRoutes: FastifyPluginAsyncZod<{ inventory: Inventory }> = async (app, { inventory }) => {
  // Scoped to this plugin: everywhere else a text body is a 415.
  app.addContentTypeParser('text/csv', { parseAs: 'string' }, (_req, body, done) => done(null, body));

  app.post(
    '/api/inventory/import',
    {
      config: { access: 'manage-inventory' },
      schema: {
        tags: ['inventory'],
        summary: 'Importa productos desde CSV: crea o actualiza, con informe por fila',
        description: DESCRIPTION,
        consumes: ['text/csv'],
        headers: commandHeaders,
        querystring: importQuery,
        body: z.string().describe('El CSV (text/csv, UTF-8)'),
        response: { ...problems, 200: ImportReport },
      },
    },
    async (req) =>
      importProducts(inventory, commandContext(req), req.body, req.query.firstRow, req.query.preview === 'true'),
  );
};
