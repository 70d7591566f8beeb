import type { DriverEvent, DriverProfile } from './events';

export type DriverState = { profile: DriverProfile | null };
export const initialDriver = (): DriverState => ({ profile: null });

export function evolveDriver(state: DriverState, event: DriverEvent): DriverState {
  if (event.type !== 'DriverProfileUpdated') return state;
  const { vehicleType, vehiclePlate, phone } = event.data;
  return { profile: { vehicleType, vehiclePlate, phone } };
}
