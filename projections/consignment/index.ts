export { foldAgreement, type FoldedAgreement } from './fold';
export { consignmentProjection } from './projection';
export {
  CONSIGNMENT_TABLES,
  consignmentAgreementItems,
  consignmentAgreements,
  consignmentPartners,
  type AgreementItemRow,
  type AgreementRow,
  type ConsignmentDatabase,
  type PartnerRow,
} from './tables';
