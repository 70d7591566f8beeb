export * from './roles';
export * from './permissions';
