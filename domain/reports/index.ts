export * from './responses';
export * from './messages';
export * from './query';
export * from './palette';
export * from './labels';
export * from './dashboards';
export * from './freshness';
