import { z } from 'zod';
import { CommandAnswer } from '../domain/shared/responses';

// What every command route shares: its headers, its answer, its errors (for the OpenAPI document).
// The headers are enforced for every route by the edge (infra/http/edge.ts); here they are documented.

export const commandHeaders = z.looseObject({
  'idempotency-key': z
    .uuid({ error: 'Idempotency-Key debe ser un UUID.' })
    .optional()
    .describe('UUID del comando: repetir la solicitud con la misma clave devuelve la primera respuesta'),
  'x-correlation-id': z
    .uuid({ error: 'X-Correlation-Id debe ser un UUID.' })
    .optional()
    .describe('Agrupa los eventos de una misma operación'),
  'x-device-id': z.string().min(1).max(128).optional().describe('Dispositivo que envía el comando (auditoría)'),
});

/** What every command answers: the domain's one definition, which the app reads too. */
export const commandAnswer = CommandAnswer;

export const problemBody = z.looseObject({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string(),
  code: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

const asProblem = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: problemBody } },
});

/** The answers of a command route, success and problems, as the OpenAPI document shows them. */
export const commandResponses = {
  200: commandAnswer,
  201: commandAnswer,
  400: asProblem('Cuerpo, parámetros o cabeceras inválidos (errors: [{ path, message }])'),
  401: asProblem('Falta el token o no es válido'),
  403: asProblem('El rol no tiene el permiso de la ruta'),
  409: asProblem('Regla de negocio, escritura concurrente o Idempotency-Key reutilizada'),
  413: asProblem('Cuerpo mayor de 1 MiB'),
  415: asProblem('El cuerpo no es application/json'),
};
