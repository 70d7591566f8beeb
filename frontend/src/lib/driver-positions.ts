import type { QueryClient } from '@tanstack/react-query';
import type { PositionMessage } from '@domain/delivery';

// The drivers' live positions (issue 15). The staff socket pushes one message per ping — fifty
// drivers every two seconds — so a ping patches this one cache entry and nothing is refetched for
// it: the delivery lists and the drivers' list stay as they are, only the markers move.
export const DRIVER_POSITIONS_KEY = ['driver-positions'] as const;

export interface LivePosition {
  latitude: number;
  longitude: number;
  accuracy: number | null;
  at: string;
}
/** By driver id. */
export type LivePositions = Readonly<Record<string, LivePosition>>;

/** A ping of the staff socket, kept unless an older one arrives after a newer (reconnects can reorder). */
export function patchDriverPosition(queryClient: QueryClient, message: PositionMessage): void {
  const driverId = message.driverId;
  if (!driverId || !Number.isFinite(message.latitude) || !Number.isFinite(message.longitude)) return;
  queryClient.setQueryData<LivePositions>(DRIVER_POSITIONS_KEY, (old = {}) => {
    const before = old[driverId];
    if (before && Date.parse(before.at) > Date.parse(message.at)) return old;
    const { latitude, longitude, at } = message;
    return { ...old, [driverId]: { latitude, longitude, accuracy: message.accuracy ?? null, at } };
  });
}
