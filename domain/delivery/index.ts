export * from './zones';
export * from './schedule';
export * from './messages';
export * from './responses';
