import { useEffect, useState } from 'react';
import { sendLocation } from '../api/commands';

/** Issue 15: a ping every few seconds while on route; more often would cost the phone's battery for nothing. */
const MIN_GAP_MS = 3000;

export type LocationStatus = 'off' | 'unsupported' | 'waiting' | 'sharing' | 'denied' | 'unavailable';
export interface SharedLocation {
  status: LocationStatus;
  /** When the server last took a position. */
  lastSentAt: Date | null;
  /** Why the last send or reading failed (the server's words, or the browser's). */
  detail: string | null;
}

type Reading = Omit<SharedLocation, 'status'> & { status: Exclude<LocationStatus, 'off' | 'unsupported'> };

const supported = () => typeof navigator !== 'undefined' && 'geolocation' in navigator;

/**
 * While `active` (a delivery of mine is IN_TRANSIT) the phone's position goes to
 * POST /api/drivers/me/location, at most one every 3 s: a reading that comes sooner waits, and only
 * the newest waiting one is sent. Stops — the watch cleared, nothing more sent — when it is not.
 */
export function useShareLocation(active: boolean): SharedLocation {
  const [reading, setReading] = useState<Reading | null>(null);
  // Bumped when a refused permission is granted in the browser's settings: the watch starts again.
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!active || !supported()) return;
    let latest: GeolocationPosition | null = null;
    let lastSent = 0;
    let sending = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = new AbortController();
    let permission: PermissionStatus | undefined;
    const awaitPermission = () =>
      navigator.permissions
        ?.query({ name: 'geolocation' })
        .then((status) => {
          if (stop.signal.aborted) return;
          permission = status;
          status.onchange = () => status.state !== 'denied' && setAttempt((a) => a + 1);
        })
        .catch(() => undefined);

    const send = async () => {
      timer = undefined;
      if (!latest || sending) return;
      const { coords, timestamp } = latest;
      latest = null;
      sending = true;
      lastSent = Date.now();
      try {
        const at = new Date(timestamp).toISOString();
        const body = { latitude: coords.latitude, longitude: coords.longitude, accuracy: coords.accuracy, at };
        await sendLocation(body, stop.signal);
        setReading({ status: 'sharing', lastSentAt: new Date(), detail: null });
      } catch (error) {
        if (stop.signal.aborted) return;
        const detail = error instanceof Error ? error.message : String(error);
        setReading((r) => ({ status: 'sharing', lastSentAt: r?.lastSentAt ?? null, detail }));
      } finally {
        sending = false;
        if (latest && !stop.signal.aborted) later();
      }
    };
    const later = () => {
      if (timer !== undefined) return;
      timer = setTimeout(() => void send(), Math.max(0, lastSent + MIN_GAP_MS - Date.now()));
    };
    const watch = navigator.geolocation.watchPosition(
      (position) => {
        latest = position;
        later();
      },
      (error) => {
        const denied = error.code === error.PERMISSION_DENIED;
        if (denied) void awaitPermission();
        setReading((r) => {
          if (denied) return { status: 'denied', lastSentAt: null, detail: null };
          // A reading missed while already sharing: the last position stands, the reason is said beside it.
          if (r?.status === 'sharing') return { ...r, detail: error.message };
          return { status: 'unavailable', lastSentAt: null, detail: error.message };
        });
      },
      // No timeout: a phone standing still gives no new reading, and that is not a failure.
      { enableHighAccuracy: true, maximumAge: 5000 },
    );
    return () => {
      navigator.geolocation.clearWatch(watch);
      clearTimeout(timer);
      if (permission) permission.onchange = null;
      stop.abort();
      setReading(null); // the next time on route starts from "getting your location"
    };
  }, [active, attempt]);

  if (!active) return { status: 'off', lastSentAt: null, detail: null };
  if (!supported()) return { status: 'unsupported', lastSentAt: null, detail: null };
  return reading ?? { status: 'waiting', lastSentAt: null, detail: null };
}
