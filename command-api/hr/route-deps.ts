import type { Kysely } from 'kysely';
import { z } from 'zod';
import { EMPLOYEE_MESSAGES } from '../../domain/hr';
import type { AppDatabase } from '../../infra/db/app-tables';
import type { CommandDeps } from '../send-command';

// What HR's route files share, apart from routes.ts (which registers them): one file each imports,
// so no route file imports another.

export interface HrRouteDeps extends CommandDeps {
  db: Kysely<AppDatabase>;
  /** The clock "today" is read from (tests pin it). */
  now: () => Date;
}

/** An employee's id in a path; any other text is the spec's "not found". */
export const employeeParams = z.object({ id: z.uuid({ error: EMPLOYEE_MESSAGES['EMPLOYEE.NOT_FOUND'] }) });
