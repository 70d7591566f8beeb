export * from './roles';
export * from './permissions';
export * from './dashboards';
export * from './routes';
export * from './flags';
export * from './partner';
