import { z } from 'zod';
import { onlyKnownParameters } from '../../domain/orders';
import { minPositionQuery } from '../shared/consistency';

// The tracking route's parameters. The code is not checked here: a code of the wrong form answers
// the same 404 as an unknown one (the route asks domain/orders' trackingLookupCode), so a 400 never
// tells a guesser which texts are well formed. Fastify bounds the path parameter at 100 characters.

export const trackingParams = z.object({ trackingCode: z.string() });
export const trackingQuery = onlyKnownParameters(minPositionQuery);
