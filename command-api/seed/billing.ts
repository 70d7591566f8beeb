import { v5 as uuidv5 } from 'uuid';
import {
  clientDecider,
  clientStream,
  createInvoiceBody,
  invoiceDecider,
  invoiceStream,
  registerClientBody,
  shopDay,
  type InvoiceCommand,
} from '../../domain/billing';
import type { Command, Decider, DomainEvent } from '../../domain/shared';
import type { EventStore } from '../../infra/event-store/port';
import type { CommandBody, CommandHandler } from '../../application/handler';
import { DEMO_PRODUCTS } from './inventory-catalogue';
import { contextFor, demoProductId, unlessRefused } from './inventory';
import { DEMO_CLIENTS, DEMO_INVOICES, type DemoInvoice, type DemoItem } from './billing-clients';
import { invoiceToCreate } from '../billing/invoice-commands';
import { invoiceInput } from '../billing/invoice-input';

// The demo shop's clients and invoices (FLORA_SEED_DEMO=1), after the demo inventory. Every id and
// command id is fixed (UUIDv5 of a name), so a restart adds nothing twice and takes no new number:
// a client or an invoice already there is left as it is (its dates were relative to another day).
const DEMO_BILLING_NAMESPACE = '3f6a9d24-8b1e-4c57-b0e2-7d4c9a1f6e38';
const demoId = (name: string) => uuidv5(name, DEMO_BILLING_NAMESPACE);
export const demoClientId = (key: string) => demoId(`client:${key}`);
export const demoInvoiceId = (key: string) => demoId(`invoice:${key}`);

export interface DemoBillingDeps {
  handler: CommandHandler;
  store: EventStore;
}

const DAY_MS = 86_400_000;
const daysAgo = (now: number, days: number) => shopDay(new Date(now - days * DAY_MS));
const catalogue = new Map(DEMO_PRODUCTS.map((p) => [p.sku, p]));

const row = (item: DemoItem) =>
  'sku' in item
    ? { productId: demoProductId(item.sku), quantity: item.quantity, price: catalogue.get(item.sku)!.price }
    : {
        productId: 'custom',
        description: item.custom,
        customDescription: true,
        quantity: item.quantity,
        price: item.price,
      };

const exists = async <C extends Command, E extends DomainEvent, S>(
  handler: CommandHandler,
  decider: Decider<C, E, S>,
  streamId: string,
) => (await handler.load(decider, streamId)).revision >= 0n;

async function seedClients({ handler }: DemoBillingDeps): Promise<number> {
  let added = 0;
  for (const { key, body } of DEMO_CLIENTS) {
    const clientId = demoClientId(key);
    const { name, email = '', phone = '', address = '', taxId = '' } = registerClientBody.parse(body);
    const command = {
      type: 'RegisterClient' as const,
      data: { clientId, name, email, phone, address, taxId },
    };
    if (await exists(handler, clientDecider, clientStream(clientId))) continue;
    if (
      await unlessRefused(() =>
        handler.handle(clientDecider, clientStream(clientId), command, contextFor(demoId(`register:${key}`))),
      )
    )
      added += 1;
  }
  return added;
}

/** Created as a draft, or issued (numbered) at once as 'Crear Factura' does. */
async function createInvoice({ handler }: DemoBillingDeps, demo: DemoInvoice, now: number): Promise<boolean> {
  const invoiceId = demoInvoiceId(demo.key);
  if (await exists(handler, invoiceDecider, invoiceStream(invoiceId))) return false;
  const body = createInvoiceBody.parse({
    invoiceId,
    clientId: demoClientId(demo.client),
    date: daysAgo(now, demo.daysAgo),
    dueDate: daysAgo(now, demo.daysAgo - demo.dueInDays),
    items: demo.items.map(row),
    notes: demo.notes ?? '',
    saveAsDraft: demo.status === 'draft' || (demo.status === 'cancelled' && !demo.issuedBeforeCancel),
  });
  const context = contextFor(demoId(`create:${demo.key}`));
  return unlessRefused(async () => {
    const input = await invoiceInput(handler, body);
    const data = await invoiceToCreate({ handler }, { ...input, invoiceId, offlineCreatedAt: null }, context);
    return handler.handle(invoiceDecider, invoiceStream(invoiceId), { type: 'CreateInvoice', data }, context);
  });
}

/** A payment or a cancellation, once: a restart finds its command in the invoice's stream. */
async function sendOnce({ handler, store }: DemoBillingDeps, demo: DemoInvoice, command: CommandBody<InvoiceCommand>) {
  const commandId = demoId(`${command.type}:${demo.key}`);
  const streamId = invoiceStream(demoInvoiceId(demo.key));
  if ((await store.readStream(streamId)).some((e) => e.metadata.commandId === commandId)) return false;
  return unlessRefused(() => handler.handle(invoiceDecider, streamId, command, contextFor(commandId)));
}

export async function seedDemoBilling(deps: DemoBillingDeps, now = Date.now()) {
  const clients = await seedClients(deps);
  let [invoices, paid, cancelled] = [0, 0, 0];
  for (const demo of DEMO_INVOICES) {
    if (await createInvoice(deps, demo, now)) invoices += 1;
    if (demo.status === 'paid' && (await sendOnce(deps, demo, { type: 'PayInvoice', data: {} }))) paid += 1;
    const reason = demo.notes ?? 'Cancelada por el cliente';
    if (demo.status === 'cancelled' && (await sendOnce(deps, demo, { type: 'CancelInvoice', data: { reason } })))
      cancelled += 1;
  }
  return { clients, invoices, paid, cancelled };
}
