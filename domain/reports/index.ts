export * from './responses';
export * from './messages';
export * from './period';
export * from './query';
export * from './palette';
