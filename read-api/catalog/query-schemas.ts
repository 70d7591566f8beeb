import { z } from 'zod';
import { catalogQueryShape, onlyKnown } from '../../domain/catalog';
import { minPositionQuery } from '../shared/consistency';

// The catalogue's query strings: the domain's parameters plus ?minPosition (read-your-writes), and
// nothing else (an unknown key is a 400 naming it).

export const catalogListQuery = onlyKnown({ ...catalogQueryShape, ...minPositionQuery });
export const plainQuery = onlyKnown(minPositionQuery);
/** Any text: an id that is no product's (a uuid or not) is a 404, as an inactive one is. */
export const productParams = z.object({ id: z.string().max(100) });
