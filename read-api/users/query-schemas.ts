import { z } from 'zod';
import { ROLES } from '../../domain/identity';
import { minPositionQuery } from '../shared/consistency';

// The users routes' query strings: the users screen's filters and page, and ?minPosition
// (read-your-writes) on the profile and the sessions.

export const userListQuery = z.object({
  search: z.string().trim().max(200).optional(),
  role: z.enum(ROLES).optional(),
  status: z.enum(['active', 'inactive']).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
  ...minPositionQuery,
});
export const profileQuery = z.object(minPositionQuery);
export const sessionsQuery = z.object(minPositionQuery).strict();
/** A partner's portal people (issue 45): ?minPosition after an invitation or a withdrawal. */
export const portalUsersQuery = z.object(minPositionQuery).strict();
