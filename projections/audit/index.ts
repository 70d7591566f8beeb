export { auditProjection } from './audit-projection';
export { AUDIT_TABLE, type AuditDatabase, type AuditEventsTable } from './tables';
