import type { DomainEvent } from '../../shared/decider';

// Spec 3 "Sample driver": a driver is a user holding the driver role; what the shop keeps besides
// the account is their vehicle and a phone to call them on the road.

export const VEHICLE_TYPES = ['bicycle', 'motorcycle', 'car', 'van'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];
export const VEHICLE_TYPE_LABELS: Record<VehicleType, string> = {
  bicycle: 'Bicicleta',
  motorcycle: 'Moto',
  car: 'Auto',
  van: 'Camioneta',
};

export interface DriverProfile {
  vehicleType: VehicleType;
  vehiclePlate: string;
  phone: string;
}

export type DriverProfileUpdated = DomainEvent<'DriverProfileUpdated', { driverId: string } & DriverProfile>;
export type DriverEvent = DriverProfileUpdated;
export const DRIVER_EVENT_TYPES: DriverEvent['type'][] = ['DriverProfileUpdated'];
