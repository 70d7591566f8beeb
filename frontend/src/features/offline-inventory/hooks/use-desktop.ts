import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { i18n } from '@/lib/i18n';
import { failureText } from '@/lib/problem';
import { toast } from '@/stores/toast-store';
import { desktopBridge } from '../bridge';
import type { PriorityTable } from '../bridge/contract';

// The screen reads everything through the desktop bridge, never over HTTP: the bridge answers from
// the device's copy whether or not there is a network. So react-query must not pause these reads
// when the browser says it is offline (its default), hence networkMode 'always'.

export const DESKTOP_KEY = ['offline-inventory'] as const;
const keys = {
  inventory: [...DESKTOP_KEY, 'inventory'],
  consignments: [...DESKTOP_KEY, 'consignments'],
  partners: [...DESKTOP_KEY, 'partners'],
  status: [...DESKTOP_KEY, 'status'],
  config: [...DESKTOP_KEY, 'config'],
  queue: [...DESKTOP_KEY, 'queue'],
  rows: (table: string) => [...DESKTOP_KEY, 'rows', table],
} as const;

const local = { networkMode: 'always', staleTime: Infinity, retry: false } as const;

/** A read whose failure says spec 8's words once, when it fails (not once per component showing it). */
function reported<T>(read: () => Promise<T>, failedKey?: string) {
  return async () => {
    try {
      return await read();
    } catch (e) {
      if (failedKey) toast.error(failureText(i18n.t(failedKey), e));
      throw e;
    }
  };
}

export const useInventory = () =>
  useQuery({
    queryKey: keys.inventory,
    queryFn: reported(() => desktopBridge.getInventory(), 'offlineInventory.toast.inventoryLoadFailed'),
    ...local,
  });
export const useConsignments = () =>
  useQuery({
    queryKey: keys.consignments,
    queryFn: reported(() => desktopBridge.getConsignments(), 'offlineInventory.toast.consignmentsLoadFailed'),
    ...local,
  });
export const usePartners = () =>
  useQuery({
    queryKey: keys.partners,
    queryFn: reported(() => desktopBridge.getPartners(), 'offlineInventory.toast.partnersLoadFailed'),
    ...local,
  });
export const useSyncStatus = () =>
  useQuery({ queryKey: keys.status, queryFn: () => desktopBridge.getSyncStatus(), ...local });
export const useSyncConfig = () =>
  useQuery({ queryKey: keys.config, queryFn: () => desktopBridge.getSyncConfig(), ...local });
export const useQueue = () => useQuery({ queryKey: keys.queue, queryFn: () => desktopBridge.getQueue(), ...local });
/** Orders or deliveries kept for the reports; only asked for when that table is synced. */
export const useRows = (table: Extract<PriorityTable, 'orders' | 'deliveries'>, kept: boolean) =>
  useQuery({ queryKey: keys.rows(table), queryFn: () => desktopBridge.getRows(table), enabled: kept, ...local });

/**
 * Spec 4: the lists read again when the local copy changes (an operation, a pulled page) and while a
 * sync runs (its status and counts move); on 'completed' status, config and every list reload.
 */
export function useDesktopRefresh(): void {
  const client = useQueryClient();
  useEffect(() => {
    const reload = () => void client.invalidateQueries({ queryKey: DESKTOP_KEY });
    const offData = desktopBridge.on('data-changed', reload);
    const offProgress = desktopBridge.on('sync-progress', (p) =>
      p.stage === 'completed' || p.stage === 'error'
        ? reload()
        : void client.invalidateQueries({ queryKey: keys.status }),
    );
    const offNetwork = desktopBridge.on(
      'network-status-changed',
      () => void client.invalidateQueries({ queryKey: keys.status }),
    );
    return () => {
      offData();
      offProgress();
      offNetwork();
    };
  }, [client]);
}
