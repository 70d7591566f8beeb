import { useEffect, useEffectEvent, useState } from 'react';
import type { TrackingLiveMessage } from '@domain/orders';
import { subscribe } from '@/lib/live/socket';
import { socketAddress } from '@/lib/websocket-url';

export interface RoughPosition {
  latitude: number;
  longitude: number;
  at: string;
}

/** The server's word that the code is unknown: there is nothing to wait for. */
const UNKNOWN_CODE = 4404;

/**
 * /api/track/:code/live while `enabled` (the order still moves): no token — whoever holds the code
 * sees the driver's position rounded to about 100 m, within a second of the phone sending it, and
 * hears when the order changed (`onChanged`: the page reads GET /api/track/:code again). A channel of
 * the app's one socket module (lib/live/socket.ts): its reconnection and backoff. Each time the server
 * says it listens ('ready') the page reads again, since a ping or a change may have come while it was
 * not yet listening.
 */
export function useTrackingLive(code: string, enabled: boolean, onChanged: () => void): RoughPosition | null {
  const [position, setPosition] = useState<RoughPosition | null>(null);
  const changed = useEffectEvent(onChanged);

  useEffect(() => {
    if (!enabled) return;
    const path = `/track/${encodeURIComponent(code)}/live`;
    return subscribe<TrackingLiveMessage>(
      { key: path, address: () => socketAddress(path), ends: (drop) => drop.code === UNKNOWN_CODE },
      {
        message: (message) => {
          // 'ready': listening from now on. What moved between the page's read and this moment (a ping,
          // a step) was not pushed to it, so it reads once more; 'changed': the order moved.
          if (message.type === 'ready' || message.type === 'changed') changed();
          if (message.type === 'position' && Number.isFinite(message.latitude) && Number.isFinite(message.longitude))
            setPosition({ latitude: message.latitude, longitude: message.longitude, at: message.at });
        },
      },
    );
  }, [code, enabled]);

  return enabled ? position : null;
}
