import type { DriverCommand } from './commands';
import type { DriverEvent } from './events';
import type { DriverState } from './evolve';

// The profile is the latest word on it: the same values again change nothing.
export function decideDriver(command: DriverCommand, state: DriverState): DriverEvent[] {
  const { driverId, vehicleType, vehiclePlate, phone } = command.data;
  const p = state.profile;
  if (p && p.vehicleType === vehicleType && p.vehiclePlate === vehiclePlate && p.phone === phone) return [];
  return [{ type: 'DriverProfileUpdated', data: { driverId, vehicleType, vehiclePlate, phone } }];
}
