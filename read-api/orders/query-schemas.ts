import { z } from 'zod';
import { onlyKnownParameters, orderListQueryShape, ORDER_QUERY_MESSAGES } from '../../domain/orders';
import { minPositionQuery } from '../shared/consistency';

// The order routes' query strings: the domain's parameters plus ?minPosition (read-your-writes), and
// nothing else (an unknown key is a 400 naming it).

export const orderListQuery = onlyKnownParameters({ ...orderListQueryShape, ...minPositionQuery });
export const plainQuery = onlyKnownParameters(minPositionQuery);
/** Any text up to the bound: an id that is no order's (a uuid or not) is a 404, as another customer's is. */
export const orderParams = z.object({ id: z.string().max(100, { error: ORDER_QUERY_MESSAGES['ORDER.INVALID_ID'] }) });
