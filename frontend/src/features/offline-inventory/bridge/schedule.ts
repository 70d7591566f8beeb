import type { BridgeEvents, DesktopBridge } from './contract';
import { isOnline, onConnectionChange } from '@/lib/connection';

// Spec 3's schedule while the desktop screen is open: a sync on start-up, every syncInterval, and when
// the network comes back (each as the settings say), and spec 7's network-status-changed.

/** What the schedule drives: the bridge's sync and settings, its network flag and its events. */
export interface Scheduled extends Pick<DesktopBridge, 'getSyncConfig' | 'syncData'> {
  online: boolean;
  rearm: (() => void) | undefined;
  emit<E extends keyof BridgeEvents>(event: E, payload: BridgeEvents[E]): void;
}

export function schedule(bridge: Scheduled): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const arm = async () => {
    clearTimeout(timer);
    const { syncInterval } = await bridge.getSyncConfig();
    if (stopped) return;
    timer = setTimeout(() => {
      if (bridge.online) void bridge.syncData(false);
      void arm();
    }, syncInterval);
  };
  const network = async (online: boolean) => {
    bridge.online = online;
    bridge.emit('network-status-changed', { online });
    bridge.emit('data-changed', undefined);
    if (online && (await bridge.getSyncConfig()).syncOnInternetReconnect) void bridge.syncData(false);
  };
  // The app's one connection source (lib/connection.ts), as the banner and the reads hear it.
  bridge.online = isOnline();
  const stopHearing = onConnectionChange((online) => void network(online));
  bridge.rearm = () => void arm();
  void arm();
  void bridge.getSyncConfig().then((c) => {
    if (!stopped && c.syncOnStartup && bridge.online) void bridge.syncData(false);
  });
  return () => {
    stopped = true;
    clearTimeout(timer);
    bridge.rearm = undefined;
    stopHearing();
  };
}
