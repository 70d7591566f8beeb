export { foldAgreement, type FoldedAgreement } from './fold';
export { consignmentProjection } from './projection';
export {
  CONSIGNMENT_TABLES,
  consignmentAgreementItems,
  consignmentAgreements,
  consignmentPartners,
  consignmentSettlements,
  consignmentDiscrepancies,
  type SettlementRow,
  type DiscrepancyRow,
  type AgreementItemRow,
  type AgreementRow,
  type ConsignmentDatabase,
  type PartnerRow,
} from './tables';
