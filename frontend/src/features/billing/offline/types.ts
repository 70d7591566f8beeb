import type { CreateInvoiceBody, RegisterClientBody, UpdateInvoiceBody } from '@domain/billing';
import type { ClientView, InvoiceView } from '@domain/billing';

// What the browser keeps of work saved offline. Every command carries the Idempotency-Key made
// when it was saved, so however often a sync is repeated or cut the server applies it once.

/** A client saved offline: sent as POST /api/billing/clients with its own key. */
export interface LocalClient {
  view: ClientView;
  body: RegisterClientBody & { clientId: string };
  key: string;
  /** The server's refusal (4xx) of the last sync, shown until the sync goes through. */
  syncError: string | null;
}

/**
 * One command of an invoice saved offline. `sent` is set before the request leaves and cleared
 * only by a refusal: a sent command may already be applied, so its body is never changed again
 * (an edit after it becomes a new PUT with a new key, sent after it).
 */
export type InvoiceOp =
  | {
      kind: 'create';
      key: string;
      sent: boolean;
      body: CreateInvoiceBody & { invoiceId: string; offlineCreatedAt: string };
    }
  | { kind: 'update'; key: string; sent: boolean; body: UpdateInvoiceBody };

/** An invoice saved offline: its view for the list and the preview, and the commands still to send, in order. */
export interface LocalInvoice {
  view: InvoiceView;
  ops: InvoiceOp[];
  syncError: string | null;
}

/** A local invoice's view, with the refusal of the last sync when there was one. */
export type OfflineInvoiceView = InvoiceView & { syncError?: string | null };
