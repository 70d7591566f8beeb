import type { z } from 'zod';
import {
  CUSTOM_PRODUCT,
  clientDecider,
  clientNotFound,
  clientStream,
  productNotFound,
  type InvoiceInput,
  type InvoiceLineInput,
  type updateInvoiceBody,
} from '../../domain/billing';
import { productDecider, productStream, type KnownProduct } from '../../domain/inventory';
import { SETTINGS_STREAM, settingsDecider } from '../../domain/settings';
import type { CommandHandler } from '../../application/handler';

// The modal's body as the invoice decider takes it: what only other aggregates know is looked up
// here (the client's name, the products' names, the tax rate), and a client or a product that does
// not exist is refused before anything is decided, so a refusal appends nothing.

/** Create and update share these fields (create adds its id and offlineCreatedAt). */
export type InvoiceFieldsBody = z.output<typeof updateInvoiceBody>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A row that names a catalogue product (not 'Producto personalizado', not left blank). */
const namesProduct = (productId: string) => productId !== '' && productId !== CUSTOM_PRODUCT;

async function clientNameOf(handler: CommandHandler, clientId: string): Promise<string> {
  if (!clientId) return '';
  if (!UUID.test(clientId)) throw clientNotFound();
  const { state } = await handler.load(clientDecider, clientStream(clientId));
  if (!state.known) throw clientNotFound();
  return state.name;
}

/** The named products, each loaded once, in the order of the rows (the first unknown one is refused). */
async function productsOf(handler: CommandHandler, productIds: string[]): Promise<Map<string, KnownProduct>> {
  const wanted = [...new Set(productIds.filter(namesProduct))];
  if (wanted.some((id) => !UUID.test(id))) throw productNotFound();
  const loaded = await Promise.all(wanted.map((id) => handler.load(productDecider, productStream(id))));
  const products = new Map<string, KnownProduct>();
  for (const [i, { state }] of loaded.entries()) {
    if (state.status === 'absent') throw productNotFound();
    products.set(wanted[i]!, state);
  }
  return products;
}

async function taxRateOf(handler: CommandHandler): Promise<number> {
  return (await handler.load(settingsDecider, SETTINGS_STREAM)).state.taxRateBasisPoints;
}

function lineOf(line: InvoiceFieldsBody['items'][number], products: Map<string, KnownProduct>): InvoiceLineInput {
  const productId = line.productId?.trim() ?? '';
  const description = line.description ?? '';
  return {
    productId,
    // A product row left without a description reads as the product (spec 3: Billing product).
    description: description || (namesProduct(productId) ? products.get(productId)!.name : ''),
    customDescription: line.customDescription ?? false,
    quantity: line.quantity ?? null,
    price: line.price ?? null,
  };
}

export async function invoiceInput(handler: CommandHandler, body: InvoiceFieldsBody): Promise<InvoiceInput> {
  const clientId = body.clientId?.trim() ?? '';
  const clientName = await clientNameOf(handler, clientId);
  const [products, taxRateBasisPoints] = await Promise.all([
    productsOf(
      handler,
      body.items.map((l) => l.productId?.trim() ?? ''),
    ),
    taxRateOf(handler),
  ]);
  return {
    clientId,
    clientName,
    date: body.date,
    dueDate: body.dueDate || null,
    requestedNumber: body.number || null,
    lines: body.items.map((l) => lineOf(l, products)),
    notes: body.notes ?? '',
    taxRateBasisPoints,
    saveAsDraft: body.saveAsDraft ?? false,
    number: null,
  };
}
