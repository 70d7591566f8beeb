export { deliveriesProjection } from './projection';
export {
  DELIVERIES_TABLES,
  deliveries,
  driverProfiles,
  type DeliveriesDatabase,
  type DeliveryRow,
  type DriverProfileRow,
  type StoredAddress,
  type StoredDeliveryStep,
} from './tables';
