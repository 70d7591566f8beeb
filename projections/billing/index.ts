export { billingProjection } from './projection';
export {
  BILLING_TABLES,
  billingClients,
  billingInvoices,
  type BillingDatabase,
  type ClientRow,
  type InvoiceRow,
} from './tables';
