import { z } from 'zod';
import { hasAtMostTwoDecimals } from './money';

// ARCHITECTURE 7: write bodies take the spec's section 3 names beside the app's own. These are the
// pieces the areas' request schemas share: a reference written as an id or as the object, a field
// sent under two names, and an amount the server computes (pesos, at most 2 decimals) that the
// command-api then compares with its own figure (command-api/computed-fields.ts).

/** A uuid, or an object naming it by `_id` or `id` (spec 3: "partner (id or object)"); other keys are the referenced entity's and are not read. */
export const reference = (error: string) =>
  z.union([
    z.uuid({ error }),
    z
      .looseObject({ _id: z.uuid({ error }).optional(), id: z.uuid({ error }).optional() })
      .refine((o) => Boolean(o._id ?? o.id), { error })
      .refine((o) => !o._id || !o.id || o._id === o.id, {
        error: 'Las propiedades _id e id deben coincidir.',
      }),
  ]);

export type Reference = z.infer<ReturnType<typeof reference>>;

export const idOfReference = (ref: Reference | undefined): string | undefined =>
  ref === undefined ? undefined : typeof ref === 'string' ? ref : (ref._id ?? ref.id);

/** An amount in pesos the server computes; compared in centavos. */
export const computedAmount = (what: string) =>
  z
    .number({ error: `${what}: debe ser un número.` })
    .refine(hasAtMostTwoDecimals, { error: `${what}: como máximo 2 decimales.` })
    .describe(`${what}. Lo calcula el servidor: si se envía, debe coincidir (pesos, 2 decimales)`);

/**
 * A field sent under the app's name and the spec's (productId / product, agreementId / _id): either
 * may come; when both do they must agree. The refusal names the spec's field.
 */
export function sameUnderBothNames(
  ctx: z.RefinementCtx,
  path: (string | number)[],
  own: string | undefined,
  spec: string | undefined,
  ownName: string,
) {
  if (own !== undefined && own !== '' && spec !== undefined && own !== spec) {
    ctx.addIssue({ code: 'custom', path, message: `Debe coincidir con ${ownName} (${own}).` });
  }
}
