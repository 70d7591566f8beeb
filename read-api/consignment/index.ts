// What other areas read of consignment: the agreements and partners as their list routes answer
// them, and who may read them (the offline copy's feed, read-api/sync).
export { itemsOf } from './queries/agreements';
export { partners } from './queries/partners';
export { CONSIGNMENT_READ } from './routes';
export { toAgreementView, toPartnerView } from './to-response/views';
