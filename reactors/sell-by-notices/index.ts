export * from './reactor';
