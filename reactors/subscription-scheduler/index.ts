export * from './scheduler';
