// The operators' data-management answers (read-api/ops); the engine itself is projections/.
export * from './responses';
export * from './follower-words';
export * from './table-words';
