import { inject } from 'vitest';
import { createScratchDatabase } from './scratch-database';

/** A fresh, migrated database on the test server (see global-setup); drop it with `drop()`. */
export function createTestDatabase(prefix = 't') {
  return createScratchDatabase(inject('adminDatabaseUrl'), prefix);
}
