export { consignmentProjection } from './consignment-projection';
export {
  CONSIGNMENT_TABLES,
  type ConsignmentAgreementItemsTable,
  type ConsignmentAgreementsTable,
  type ConsignmentDatabase,
  type ConsignmentPartnersTable,
} from './tables';
