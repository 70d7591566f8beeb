import { useEffect, useState } from 'react';
import { i18n } from '@/lib/i18n';
import { drainQueue, singleFlight, useNetworkEvents, type QueueSyncOutcome } from '@/lib/offline-queue';
import { toast } from '@/stores/toast-store';
import { makeSale } from '../api/commands';
import { afterPosCommand } from '../api/consistency';
import { rehydrateFrom, useQueuedSales } from './store';
import '../locales/register';
import { isOnline } from '@/lib/connection';

// The queued sales go to the server once the network is back: in the order they were made, each with
// its own saleId as its Idempotency-Key, so a sync cut half-way and run again makes each sale once. A
// sale the server refuses (stock gone meanwhile, the session closed) stays queued "para revisar".

export const syncQueuedSales = singleFlight(async (): Promise<QueueSyncOutcome> => {
  let last: Awaited<ReturnType<typeof makeSale>> | undefined;
  const outcome = await drainQueue(useQueuedSales, async (sale) => {
    last = await makeSale(sale.body);
  });
  if (last || outcome.synced > 0) await afterPosCommand(last);
  return outcome;
});

function report(outcome: QueueSyncOutcome): void {
  const t = i18n.t.bind(i18n);
  if (outcome.synced > 0) toast.success(t('pos.offline.synced', { count: outcome.synced }));
  if (outcome.refused.length > 0) toast.error(t('pos.offline.refused', { count: outcome.refused.length }));
  if (outcome.stoppedBy) toast.error(t('pos.offline.stopped', { message: outcome.stoppedBy.message }));
}

const pendingCount = () => useQueuedSales.getState().items.filter((s) => !s.syncError).length;

/** Mounted by the counter: whether the network is there, and the queue sent when it comes back. */
export function useOnline(): boolean {
  const [online, setOnline] = useState(isOnline);
  const sync = () => {
    if (pendingCount() === 0) return;
    void syncQueuedSales().then(report);
  };
  useEffect(() => {
    if (isOnline()) sync();
    // Once, on arrival: what another visit left queued goes as soon as the counter opens.
  }, []);
  useNetworkEvents({
    onOffline: () => {
      setOnline(false);
      toast.warning(i18n.t('pos.offline.lost'));
    },
    onOnline: () => {
      setOnline(true);
      toast.info(i18n.t('pos.offline.back'));
      sync();
    },
    onStorage: rehydrateFrom,
  });
  return online;
}
