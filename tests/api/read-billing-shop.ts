import { randomUUID } from 'node:crypto';
import {
  CUSTOM_PRODUCT,
  clientStream,
  invoiceStream,
  invoiceTotals,
  lineTotalCents,
  toCents,
  type ClientDetails,
  type InvoiceContent,
  type InvoiceLine,
} from '../../domain/billing';
import { SETTINGS_STREAM, type AreaSettings, type ShopMoney } from '../../domain/settings';
import type { RecordedEvent } from '../../infra/event-store/port';
import { openInventoryShop, READ_MODELS, type Said } from './inventory-shop';

// Billing histories appended straight to the store, event by event, as the command side would
// append them (the invoice decider is written beside this suite; these tests need only the events'
// contract): the actor and time a test chooses, totals from the shared money rules. Built on the
// inventory test shop (its store, users, products, read-api and the runner's batch path).

export const BILLING_MODELS = [...READ_MODELS, 'billing'] as const;

export interface LineInput {
  productId?: string;
  description: string;
  quantity: number;
  price: number;
}

export interface InvoiceInput {
  clientId: string;
  clientName: string;
  date: string;
  dueDate?: string | null;
  requestedNumber?: string | null;
  lines: LineInput[];
  notes?: string;
  taxRateBasisPoints?: number;
}

/** The content an event carries: lines and totals in centavos, as the decider computes them. */
export function contentOf(input: InvoiceInput): InvoiceContent {
  const lines: InvoiceLine[] = input.lines.map((l) => ({
    productId: l.productId ?? CUSTOM_PRODUCT,
    description: l.description,
    customDescription: (l.productId ?? CUSTOM_PRODUCT) === CUSTOM_PRODUCT,
    quantity: l.quantity,
    priceCents: toCents(l.price),
    totalCents: lineTotalCents(l),
  }));
  const taxRateBasisPoints = input.taxRateBasisPoints ?? 1900;
  const totals = invoiceTotals(
    lines.map((l) => l.totalCents),
    taxRateBasisPoints,
  );
  return {
    clientId: input.clientId,
    clientName: input.clientName,
    date: input.date,
    dueDate: input.dueDate ?? null,
    requestedNumber: input.requestedNumber ?? null,
    lines,
    notes: input.notes ?? '',
    taxRateBasisPoints,
    ...totals,
  };
}

export async function openBillingShop(prefix: string) {
  const shop = await openInventoryShop(prefix);

  async function append(
    stream: string,
    events: { type: string; data: unknown }[],
    said: Said,
  ): Promise<RecordedEvent[]> {
    const history = await shop.store.readStream(stream);
    const commandId = randomUUID();
    const metadata = {
      commandId,
      correlationId: commandId,
      causationId: commandId,
      actor: { userId: said.actor ?? 'u-acc', roles: ['accounting'] },
      source: said.deviceId ? { app: 'backoffice', deviceId: said.deviceId } : { app: 'backoffice' },
      occurredAt: said.at,
      schemaVersion: 1,
    };
    const last = history[history.length - 1];
    await shop.store.appendToStream(
      stream,
      events.map((e) => ({ ...e, metadata })),
      { expected: last ? last.revision : 'no_stream' },
    );
    return (await shop.store.readStream(stream)).slice(history.length);
  }

  async function registerClient(
    details: Partial<ClientDetails> & { name: string; clientId?: string },
    said: Said,
  ): Promise<string> {
    const clientId = details.clientId ?? randomUUID();
    const data = {
      email: '',
      phone: '',
      address: '',
      taxId: '',
      ...details,
      clientId,
      registeredAt: said.at,
    };
    await append(clientStream(clientId), [{ type: 'ClientRegistered', data }], said);
    return clientId;
  }

  /** A new invoice (a draft); with `issueAs` it is issued in the same append, as 'Crear Factura' does. */
  async function createInvoice(
    input: InvoiceInput & { invoiceId?: string; offlineCreatedAt?: string },
    said: Said,
    issueAs?: string,
  ) {
    const invoiceId = input.invoiceId ?? randomUUID();
    const created = {
      type: 'InvoiceCreated',
      data: {
        ...contentOf(input),
        invoiceId,
        createdAt: said.at,
        offlineCreatedAt: input.offlineCreatedAt ?? null,
      },
    };
    const issued = issueAs ? [{ type: 'InvoiceIssued', data: { number: issueAs, issuedAt: said.at } }] : [];
    await append(invoiceStream(invoiceId), [created, ...issued], said);
    return invoiceId;
  }

  const to = (id: string, type: string, data: unknown, said: Said) => append(invoiceStream(id), [{ type, data }], said);
  const updateInvoice = (id: string, input: InvoiceInput, said: Said) =>
    to(id, 'InvoiceUpdated', { ...contentOf(input), updatedAt: said.at }, said);
  const issue = (id: string, number: string, said: Said) =>
    to(id, 'InvoiceIssued', { number, issuedAt: said.at }, said);
  const pay = (id: string, said: Said) => to(id, 'InvoicePaid', { paidAt: said.at }, said);
  const cancel = (id: string, reason: string, said: Said) =>
    to(id, 'InvoiceCancelled', { reason, cancelledAt: said.at }, said);

  /** The owner's settings commands, as events of the shop's settings stream. */
  const configureTaxRate = (taxRateBasisPoints: number, said: Said) =>
    append(SETTINGS_STREAM, [{ type: 'TaxRateConfigured', data: { taxRateBasisPoints } }], said);
  const configureBilling = (area: AreaSettings, said: Said) =>
    append(SETTINGS_STREAM, [{ type: 'AreaConfigured', data: { area: 'billing', ...area } }], said);
  const configureMoney = (money: ShopMoney, said: Said) =>
    append(SETTINGS_STREAM, [{ type: 'MoneyConfigured', data: money }], said);

  return {
    ...shop,
    registerClient,
    createInvoice,
    updateInvoice,
    issue,
    pay,
    cancel,
    configureTaxRate,
    configureBilling,
    configureMoney,
    /** Every read model the billing routes read, caught up with the store. */
    projectAll: (batchSize = 50) => shop.project(batchSize, BILLING_MODELS),
  };
}

export type BillingShop = Awaited<ReturnType<typeof openBillingShop>>;
