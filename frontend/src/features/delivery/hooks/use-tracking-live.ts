import { useEffect, useEffectEvent, useState } from 'react';
import type { TrackingLiveMessage as TrackingPush } from '@domain/orders';
import { API_BASE } from '@/config/app';
import { reconnectDelay } from '@/lib/live-updates';

export interface RoughPosition {
  latitude: number;
  longitude: number;
  at: string;
}

/** The server's word that the code is unknown: there is nothing to wait for. */
const UNKNOWN_CODE = 4404;

function parse(data: unknown): TrackingPush | undefined {
  try {
    return typeof data === 'string' ? (JSON.parse(data) as TrackingPush) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * /api/track/:code/live while `enabled` (the order still moves): no token — whoever holds the code
 * sees the driver's position rounded to about 100 m, within a second of the phone sending it, and
 * hears when the order changed (`onChanged`: the page reads GET /api/track/:code again). Reconnects
 * with backoff; each time the server says it listens ('ready') the page reads again, since a ping or a
 * change may have come while it was not yet listening.
 */
export function useTrackingLive(code: string, enabled: boolean, onChanged: () => void): RoughPosition | null {
  const [position, setPosition] = useState<RoughPosition | null>(null);
  const changed = useEffectEvent(onChanged);

  useEffect(() => {
    if (!enabled) return;
    let socket: WebSocket | undefined;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const open = () => {
      const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
      socket = new WebSocket(`${scheme}://${location.host}${API_BASE}/track/${encodeURIComponent(code)}/live`);
      socket.onmessage = (event) => {
        attempt = 0; // the server speaks to us: the next drop starts its backoff afresh
        const message = parse(event.data);
        // 'ready': listening from now on. What moved between the page's read and this moment (a ping,
        // a step) was not pushed to it, so it reads once more; 'changed': the order moved.
        if (message?.type === 'ready' || message?.type === 'changed') changed();
        if (message?.type === 'position' && Number.isFinite(message.latitude) && Number.isFinite(message.longitude))
          setPosition({ latitude: message.latitude, longitude: message.longitude, at: message.at });
      };
      socket.onclose = (event) => {
        if (stopped || event.code === UNKNOWN_CODE) return;
        timer = setTimeout(open, reconnectDelay(attempt++));
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket?.close(1000);
    };
  }, [code, enabled]);

  return enabled ? position : null;
}
