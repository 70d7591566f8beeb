import { useEffect } from 'react';
import { api } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { useNetworkEvents } from '@/lib/offline-queue';
import { queryClient } from '@/lib/query-client';
import { toast } from '@/stores/toast-store';
import { rehydrateFrom, useOfflineMode } from './store';
import './locales';
import { isOnline } from '@/lib/connection';

// Spec 8 "Network": a warning when the connection drops (and offline mode turns on by itself), an
// info when it returns. Offline mode stays on until the user switches it off — after syncing.

/** The switch, and the automatic switch: either way the screen reads its data again (spec 4). */
export function switchOffline(on: boolean): void {
  if (useOfflineMode.getState().offline === on) return;
  useOfflineMode.getState().setOffline(on);
  void queryClient.invalidateQueries({ queryKey: ['billing'] });
}

function wentOffline(): void {
  toast.warning(i18n.t('billingOffline.networkLost'));
  switchOffline(true);
}

function cameBack(): void {
  toast.info(i18n.t('billingOffline.networkBack'));
  void rememberTaxRate();
}

/** The tax rate offline saves use: the configured one, read whenever the network is there. */
async function rememberTaxRate(): Promise<void> {
  try {
    const s = await api.get<{ taxRateBasisPoints?: number; taxRate?: number; taxRatePercent?: number }>(
      '/billing/settings',
    );
    const percent = s.taxRate ?? s.taxRatePercent;
    const bp =
      typeof s.taxRateBasisPoints === 'number'
        ? s.taxRateBasisPoints
        : typeof percent === 'number'
          ? Math.round(percent * 100)
          : undefined;
    if (bp !== undefined && Number.isFinite(bp)) useOfflineMode.getState().setTaxRate(bp);
  } catch {
    // Offline or refused: the remembered rate (19 % at first) stays.
  }
}

export function useNetworkWatch(): void {
  useEffect(() => {
    if (isOnline()) void rememberTaxRate();
    else if (!useOfflineMode.getState().offline) wentOffline();
  }, []);
  useNetworkEvents({ onOffline: wentOffline, onOnline: cameBack, onStorage: rehydrateFrom });
}
