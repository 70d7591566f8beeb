import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/stores/toast-store';
import { desktopBridge } from '../bridge';
import type { SyncProgress } from '../bridge/contract';

/** Spec 8 "Network": an info when the connection returns, a warning when it drops. Call once per screen. */
export function useNetworkToasts(): void {
  const { t } = useTranslation();
  useEffect(
    () =>
      desktopBridge.on('network-status-changed', ({ online }) =>
        online
          ? toast.info(t('offlineInventory.toast.networkBack'))
          : toast.warning(t('offlineInventory.toast.networkLost')),
      ),
    [t],
  );
}

/**
 * The sync under way as spec 7's sync-progress events tell it (null when none has run since the
 * screen opened), with spec 8's toast when one ends. Call once per screen: each call toasts.
 */
export function useSyncProgress(): SyncProgress | null {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<SyncProgress | null>(null);
  useEffect(
    () =>
      desktopBridge.on('sync-progress', (p) => {
        setProgress(p);
        if (p.stage === 'completed') {
          toast.success(t('offlineInventory.toast.synced'));
          // A sync can finish with operations the server refused: said too, so "completed" does not hide them.
          void desktopBridge.getSyncStatus().then(
            ({ operationsFailed: count }) => count > 0 && toast.warning(t('offlineInventory.toast.refused', { count })),
            () => undefined,
          );
        }
        if (p.stage === 'error')
          toast.error(
            t('offlineInventory.toast.syncFailed', { message: p.message || t('offlineInventory.unknownError') }),
          );
      }),
    [t],
  );
  return progress;
}
