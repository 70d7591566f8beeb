import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { SaleBody, SaleView } from '@domain/pos';
import { api } from '@/lib/api-client';
import { makeSale } from '../api/commands';
import { afterPosCommand } from '../api/consistency';
import { posKeys } from '../api/keys';
import type { ReceiptFacts } from '../lib/ticket';
import { useQueuedSales } from '../offline/store';
import { isOnline } from '@/lib/connection';

/** The network is not there (fetch's TypeError, the time-out): the sale is kept on the device. */
const unreachable = (e: unknown) =>
  e instanceof TypeError || (e instanceof DOMException && (e.name === 'TimeoutError' || e.name === 'AbortError'));

export type ChargeResult = { kind: 'sold'; receipt: ReceiptFacts } | { kind: 'queued'; receipt: ReceiptFacts };

/**
 * 'Cobrar': online, POST /api/pos/sales with the ticket's saleId (its Idempotency-Key too) and the
 * sale read back for the receipt; offline — or when the request cannot reach the server — the sale
 * queued on the device with the same saleId and the moment it was made, its receipt "pendiente".
 */
export function useCharge() {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const queue = (body: SaleBody & { saleId: string }, local: ReceiptFacts): ChargeResult => {
    const madeOfflineAt = new Date().toISOString();
    const receipt = { ...local, madeAt: madeOfflineAt, pendingSync: true };
    useQueuedSales
      .getState()
      .put({ id: body.saleId, key: body.saleId, syncError: null, body: { ...body, madeOfflineAt }, receipt });
    return { kind: 'queued', receipt };
  };

  const charge = async (body: SaleBody & { saleId: string }, local: ReceiptFacts): Promise<ChargeResult | null> => {
    setRefusal(null);
    if (!isOnline()) return queue(body, local);
    setPending(true);
    try {
      const answer = await makeSale(body);
      await afterPosCommand(answer);
      const sale = await queryClient
        .fetchQuery({
          queryKey: posKeys.sale(answer.id),
          queryFn: () =>
            api.get<SaleView>(`/pos/sales/${encodeURIComponent(answer.id)}`, {
              query: { minPosition: String(answer.position) },
            }),
        })
        .catch(() => null);
      return { kind: 'sold', receipt: sale ?? local };
    } catch (e) {
      if (unreachable(e)) return queue(body, local);
      setRefusal(e instanceof Error ? e.message : String(e));
      return null;
    } finally {
      setPending(false);
    }
  };
  return { charge, pending, refusal, clear: () => setRefusal(null) };
}
