import { errorsOf } from '../shared/errors';
import { CLIENT_MESSAGES } from './client/errors';
import { INVOICE_MESSAGES } from './invoice/errors';

// The area's codes in one table (the i18n keys of the billing screens): each aggregate keeps its own
// in its errors.ts; the app and the API tests read them here.
export const BILLING_MESSAGES = { ...CLIENT_MESSAGES, ...INVOICE_MESSAGES } as const;
export type BillingErrorCode = keyof typeof BILLING_MESSAGES;

export const { invalid: billingInvalid, illegal: billingIllegal } = errorsOf(BILLING_MESSAGES);
