import { BILLING_MESSAGES as M } from '@domain/billing';
import { api, type CommandAnswer } from '@/lib/api-client';
import { isRefusal, singleFlight } from '@/lib/offline-queue';
import { afterBillingCommand } from '../api/consistency';
import { useLocalClients, useLocalInvoices, useOfflineMode } from './store';
import type { InvoiceOp, LocalInvoice } from './types';

// 'Sincronizar (n)' (spec 2.8, 5): clients first, then invoices in the order they were saved, each
// command with the Idempotency-Key stored when it was saved. A command leaves the queue only after
// its 2xx answer (a repeat answers 200 with the first answer), so a cut sync is simply run again.

export interface Refused {
  name: string;
  message: string;
}
export interface SyncOutcome {
  synced: number;
  /** Items the server refused (4xx): kept, marked with the reason, the others went on. */
  refused: Refused[];
  /** What stopped the sync (network, server error, session): everything not yet sent stays queued. */
  stoppedBy: Error | null;
}

// Refusals of one item (lib/offline-queue's isRefusal); anything else (no network, 5xx, 401/403, 408, 429) stops the whole sync.
const runOnce = singleFlight(() => run());

/** Spec 5: only in offline mode, and only with something pending (thrown with the spec's message). */
export function syncPending(): Promise<SyncOutcome> {
  if (!useOfflineMode.getState().offline) throw new Error(M['SYNC.OFFLINE_ONLY']);
  if (useLocalClients.getState().clients.length + useLocalInvoices.getState().invoices.length === 0)
    throw new Error(M['SYNC.NOTHING_PENDING']);
  return runOnce();
}

async function run(): Promise<SyncOutcome> {
  const outcome: SyncOutcome = { synced: 0, refused: [], stoppedBy: null };
  let last: CommandAnswer | undefined;
  try {
    for (const { view } of useLocalClients.getState().clients) {
      const client = useLocalClients.getState().clients.find((c) => c.view.id === view.id);
      if (!client) continue;
      try {
        last = await api.post<CommandAnswer>('/billing/clients', client.body, { idempotencyKey: client.key });
        useLocalClients.getState().change(view.id, () => null);
        useOfflineMode.getState().cache({ clients: [view] });
        outcome.synced++;
      } catch (e) {
        if (!isRefusal(e)) throw e;
        useLocalClients.getState().change(view.id, (c) => ({ ...c, syncError: e.message }));
        outcome.refused.push({ name: view.name, message: e.message });
      }
    }
    // An invoice of a client still waiting would only be refused: it waits with its client.
    const waitingClients = new Set(useLocalClients.getState().clients.map((c) => c.view.id));
    const invoices = [...useLocalInvoices.getState().invoices].sort((a, b) => savedAt(a).localeCompare(savedAt(b)));
    for (const { view } of invoices) {
      if (waitingClients.has(view.clientId)) continue;
      const sent = await sendInvoice(view.id, outcome);
      if (sent) last = sent;
    }
  } catch (e) {
    outcome.stoppedBy = e instanceof Error ? e : new Error(String(e));
  }
  // The screen's reads wait for the last write (read-your-writes) and every billing query reloads.
  if (last) await afterBillingCommand(last);
  return outcome;
}

const savedAt = (i: LocalInvoice) => i.view.offlineCreatedAt ?? i.view.createdAt;

/** Sends the invoice's queued commands in order; the last answer, or undefined if it was refused. */
async function sendInvoice(id: string, outcome: SyncOutcome): Promise<CommandAnswer | undefined> {
  let answer: CommandAnswer | undefined;
  for (;;) {
    const invoice = useLocalInvoices.getState().invoices.find((i) => i.view.id === id);
    const op = invoice?.ops[0];
    if (!invoice || !op) break;
    // Marked before it leaves: from now on the server may have it, so an edit queues a PUT after it.
    setFirstOp(id, (o) => ({ ...o, sent: true }));
    try {
      answer = await send(id, op);
    } catch (e) {
      if (!isRefusal(e)) throw e;
      // A refused command appends nothing and releases its key: the user may fix it and sync again.
      setFirstOp(id, (o) => ({ ...o, sent: false }), e.message);
      outcome.refused.push({ name: invoice.view.clientName, message: e.message });
      return undefined;
    }
    useLocalInvoices.getState().change(id, (i) => ({ ...i, ops: i.ops.slice(1), syncError: null }));
  }
  const done = useLocalInvoices.getState().invoices.find((i) => i.view.id === id);
  if (done && done.ops.length === 0) {
    useLocalInvoices.getState().change(id, () => null);
    // Until the server's list is read again (number included), offline mode shows it as synced.
    useOfflineMode.getState().cache({ invoices: [{ ...done.view, pendingSync: false }] });
    outcome.synced++;
  }
  return answer;
}

function setFirstOp(id: string, f: (op: InvoiceOp) => InvoiceOp, syncError: string | null = null) {
  useLocalInvoices.getState().change(id, (i) => ({ ...i, syncError, ops: i.ops.map((o, n) => (n === 0 ? f(o) : o)) }));
}

function send(id: string, op: InvoiceOp): Promise<CommandAnswer> {
  const options = { idempotencyKey: op.key };
  return op.kind === 'create'
    ? api.post<CommandAnswer>('/billing/invoices', op.body, options)
    : api.put<CommandAnswer>(`/billing/invoices/${id}`, op.body, options);
}
