export { billingProjection } from './billing-projection';
export { BILLING_TABLES, type BillingClientsTable, type BillingDatabase, type BillingInvoicesTable } from './tables';
