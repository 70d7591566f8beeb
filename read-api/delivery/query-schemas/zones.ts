import { z } from 'zod';
import { DELIVERY_MESSAGES } from '../../../domain/delivery';

// The delivery routes' query strings. Any other key is refused, named in `errors[].path`. The zip
// code is only bounded here; the route checks its form, so a malformed one answers
// DELIVERY.INVALID_ZIP_CODE rather than a generic VALIDATION.

const invalidZip = { error: DELIVERY_MESSAGES['DELIVERY.INVALID_ZIP_CODE'] };
// As domain/catalog's onlyKnown: each unknown key named in errors[].path, in Spanish.
function onlyKnown<T extends z.ZodRawShape>(shape: T) {
  return z.looseObject(shape).superRefine((given, ctx) => {
    for (const key of Object.keys(given))
      if (!Object.hasOwn(shape, key)) ctx.addIssue({ code: 'custom', path: [key], message: 'Parámetro desconocido.' });
  });
}

export const zonesQuery = onlyKnown({});
export const quoteQuery = onlyKnown({
  zipCode: z.string(invalidZip).max(64, invalidZip).optional().describe('5 dígitos, o 5-4 (ZIP+4)'),
});
