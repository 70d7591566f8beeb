import { errorsOf } from '../shared/errors';
import { AGREEMENT_MESSAGES } from './agreement/errors';
import { PARTNER_MESSAGES } from './partner/errors';

// The area's codes in one table (the i18n keys of the consignment screens): each aggregate keeps
// its own in its errors.ts; the app, the read-api and the API tests read them here.
export const CONSIGNMENT_MESSAGES = { ...PARTNER_MESSAGES, ...AGREEMENT_MESSAGES } as const;
export type ConsignmentErrorCode = keyof typeof CONSIGNMENT_MESSAGES;

export const { invalid: consignmentInvalid, illegal: consignmentIllegal } = errorsOf(CONSIGNMENT_MESSAGES);
