export { auditProjection } from './projection';
export { AUDIT_TABLE, auditEvents, type AuditDatabase, type AuditRow } from './tables';
