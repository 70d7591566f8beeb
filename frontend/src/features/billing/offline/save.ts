import {
  createInvoiceBody,
  registerClientBody,
  updateInvoiceBody,
  type CreateInvoiceBody,
  type RegisterClientBody,
  type UpdateInvoiceBody,
} from '@domain/billing';
import { BILLING_MESSAGES as M } from '@domain/billing';
import type { ClientView, InvoiceView } from '@domain/billing';
import { uuid } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { checkBody, checkInvoice, localInvoiceView, refusal } from './local-views';
import { useLocalClients, useLocalInvoices, useOfflineMode } from './store';
import type { InvoiceOp, LocalInvoice } from './types';
import './locales';

// Saving while offline: ids and Idempotency-Keys are made here, at save time, and stored with the
// body, so the sync sends exactly what was saved, however often it is repeated.

/** Every client the modal can choose offline: the server's (remembered) and those saved here. */
export function knownClients(): ClientView[] {
  const local = useLocalClients.getState().clients.map((c) => c.view);
  const ids = new Set(local.map((c) => c.id));
  return [...useOfflineMode.getState().cachedClients.filter((c) => !ids.has(c.id)), ...local];
}

export function saveClientOffline(body: RegisterClientBody): ClientView {
  const clientId = body.clientId ?? uuid();
  const d = checkBody(registerClientBody, { ...body, clientId });
  const view: ClientView = {
    id: clientId,
    name: d.name,
    email: d.email ?? '',
    phone: d.phone ?? '',
    address: d.address ?? '',
    taxId: d.taxId ?? '',
    createdAt: new Date().toISOString(),
  };
  useLocalClients.getState().put({ view, body: { ...body, clientId }, key: uuid(), syncError: null });
  return view;
}

export function saveInvoiceOffline(body: CreateInvoiceBody): InvoiceView {
  const invoiceId = body.invoiceId ?? uuid();
  const offlineCreatedAt = new Date().toISOString();
  const sent = { ...body, invoiceId, offlineCreatedAt };
  checkBody(createInvoiceBody, sent);
  checkInvoice(sent);
  const view = localInvoiceView(sent, {
    id: invoiceId,
    clients: knownClients(),
    ...mode(),
    offlineCreatedAt,
    now: offlineCreatedAt,
  });
  useLocalInvoices
    .getState()
    .put({ view, ops: [{ kind: 'create', key: uuid(), sent: false, body: sent }], syncError: null });
  return view;
}

/** Only an invoice saved offline and not yet synced can change offline (the server holds the others). */
export function updateInvoiceOffline(id: string, body: UpdateInvoiceBody): InvoiceView {
  const local = useLocalInvoices.getState().invoices.find((i) => i.view.id === id);
  if (!local) throw refusal('SYNC.EDIT_ONLINE', i18n.t('billingOffline.editOnline'));
  if (body.saveAsDraft && local.view.status !== 'draft') throw refusal('INVOICE.DRAFT_ONLY', M['INVOICE.DRAFT_ONLY']);
  checkBody(updateInvoiceBody, body);
  checkInvoice(body);
  const offlineCreatedAt = local.view.offlineCreatedAt ?? local.view.createdAt;
  const view = localInvoiceView(body, {
    id,
    clients: knownClients(),
    ...mode(),
    offlineCreatedAt,
    now: new Date().toISOString(),
  });
  const next: LocalInvoice = { view, ops: nextOps(local.ops, body), syncError: null };
  useLocalInvoices.getState().change(id, () => next);
  return view;
}

const mode = () => ({ taxRateBasisPoints: useOfflineMode.getState().taxRateBasisPoints });

/** A create's body without what the sync adds, to compare it with an edit's body. */
const contentOf = (op: InvoiceOp): UpdateInvoiceBody => {
  if (op.kind === 'update') return op.body;
  const { invoiceId: _id, offlineCreatedAt: _at, ...content } = op.body;
  return content;
};
// Key order must not make the same body look different.
const canonical = (v: unknown): string =>
  JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => a.localeCompare(b)))
      : x,
  );

/**
 * The commands left after an edit. Same body: nothing changes (same key). A command never sent is
 * replaced (new body, new key). A command that may have reached the server stays as it is, and the
 * edit follows it as a PUT with its own key.
 */
export function nextOps(ops: InvoiceOp[], body: UpdateInvoiceBody): InvoiceOp[] {
  const last = ops[ops.length - 1];
  if (!last) return [{ kind: 'update', key: uuid(), sent: false, body }];
  if (canonical(contentOf(last)) === canonical(body)) return ops;
  if (last.sent) return [...ops, { kind: 'update', key: uuid(), sent: false, body }];
  const replaced: InvoiceOp =
    last.kind === 'create'
      ? {
          kind: 'create',
          key: uuid(),
          sent: false,
          body: { ...body, invoiceId: last.body.invoiceId, offlineCreatedAt: last.body.offlineCreatedAt },
        }
      : { kind: 'update', key: uuid(), sent: false, body };
  return [...ops.slice(0, -1), replaced];
}
