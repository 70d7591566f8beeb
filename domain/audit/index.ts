// The audit trail's answers (read-api/audit); the audit read model itself is projections/audit.
export * from './responses';
