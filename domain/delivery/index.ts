export * from './zones';
export * from './schedule';
export * from './messages';
