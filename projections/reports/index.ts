export { reportsProjection } from './projection';
export * from './tables';
