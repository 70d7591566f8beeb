import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { buildCommandApi } from '../../command-api/app';
import {
  clientStream,
  invoiceStream,
  numberingStream,
  type ClientEvent,
  type InvoiceEvent,
  type InvoiceNumberAssigned,
} from '../../domain/billing';
import { createDb, createPool } from '../../infra/db/pool';
import type { RecordedEvent } from '../../infra/event-store/port';
import { PostgresEventStore } from '../../infra/event-store/postgres/postgres-event-store';
import { useFreshCommandApi } from '../support/command-api';
import { roses } from './inventory-support';

// Billing's command routes on a fresh database, signed in as the owner; a second command-api on the
// same database stands for a second process (its own pool, handler and numbering queue).

/** A client as the new-client modal sends it. */
export const hotelClient = (over: Record<string, unknown> = {}) => ({
  name: 'Hotel Brickell Bay S.A.S.',
  email: 'compras@brickellbay.example',
  phone: '+1 305 555 0142',
  address: '1200 Brickell Ave, Miami, FL 33131',
  taxId: '900.482.317-5',
  ...over,
});

/** 'Producto personalizado': 2 × 150.25 (subtotal 300.50). */
export const customRow = (over: Record<string, unknown> = {}) => ({
  productId: 'custom',
  description: 'Montaje floral',
  customDescription: true,
  quantity: 2,
  price: 150.25,
  ...over,
});

export const invoiceFor = (clientId: string, over: Record<string, unknown> = {}) => ({
  clientId,
  date: '2026-03-10',
  dueDate: '2026-04-09',
  items: [customRow()],
  notes: 'Entrega en recepción',
  ...over,
});

export type Answer = LightMyRequestResponse;
/** The resource's id as its routes take it. */
export const idOf = (res: Answer) => res.json().id as string;

export function useBillingApi(prefix: string) {
  const { owner, config, cleanups, freshApi } = useFreshCommandApi(prefix);
  const auth = { authorization: `Bearer ${owner}` };

  async function billingApi() {
    const api = await freshApi();
    const { app, store, database } = api;
    const send = (
      method: 'POST' | 'PUT',
      url: string,
      payload: object,
      headers: Record<string, string> = {},
      on = app,
    ) => on.inject({ method, url, payload, headers: { ...auth, ...headers } });
    const registerClient = (body: object, headers?: Record<string, string>) =>
      send('POST', '/api/billing/clients', body, headers);
    const createInvoice = (body: object, headers?: Record<string, string>, on = app) =>
      send('POST', '/api/billing/invoices', body, headers, on);
    const updateInvoice = (id: string, body: object, headers?: Record<string, string>) =>
      send('PUT', `/api/billing/invoices/${id}`, body, headers);
    const act = (id: string, action: 'issue' | 'pay' | 'cancel', body: object = {}, headers?: Record<string, string>) =>
      send('POST', `/api/billing/invoices/${id}/${action}`, body, headers);

    /** Registers a client and answers its id. */
    const client = async (over: Record<string, unknown> = {}) => {
      const res = await registerClient(hotelClient(over));
      expect(res.statusCode, res.body).toBe(201);
      return idOf(res);
    };
    /** Adds a product to the inventory (roses, 450.00) and answers its id. */
    const product = async (over: Record<string, unknown> = {}) => {
      const res = await send('POST', '/api/inventory/products', roses(over));
      expect(res.statusCode, res.body).toBe(201);
      return idOf(res);
    };
    /** Creates an invoice (issued unless saveAsDraft) and answers its id. */
    const invoice = async (body: object) => {
      const res = await createInvoice(body);
      expect(res.statusCode, res.body).toBe(201);
      return idOf(res);
    };

    const invoiceEvents = async (id: string) =>
      (await store.readStream(invoiceStream(id))) as unknown as (RecordedEvent & InvoiceEvent)[];
    const clientEvents = async (id: string) =>
      (await store.readStream(clientStream(id))) as unknown as (RecordedEvent & ClientEvent)[];
    const numbers = async (key: string) =>
      ((await store.readStream(numberingStream(key))) as unknown as (RecordedEvent & InvoiceNumberAssigned)[]).map(
        (e) => ({
          ...e.data,
          revision: e.revision,
        }),
      );
    /** The number an invoice was issued with (undefined while a draft). */
    const numberOf = async (id: string) =>
      (await invoiceEvents(id)).find((e) => e.type === 'InvoiceIssued')?.data.number;
    /** How many events the store holds and the last global position: what a refusal must leave as it was. */
    const storeMark = async () =>
      (
        await sql<{
          n: string;
          last: string | null;
        }>`select count(*) as n, max(global_position)::text as last from events`.execute(database.db)
      ).rows[0];

    /** Another command-api on the same database, as a second process would run it. */
    const secondApi = async () => {
      const pool = createPool(database.url, 20);
      const otherStore = new PostgresEventStore(pool);
      const other = await buildCommandApi({
        store: otherStore,
        db: createDb(pool),
        config,
        accounts: 'trust-token',
      });
      // Cleanups run last-in first: this instance closes before the database is dropped.
      cleanups.push(
        () => pool.end(),
        () => otherStore.close(),
        () => other.close(),
      );
      return other;
    };

    return {
      ...api,
      send,
      registerClient,
      createInvoice,
      updateInvoice,
      act,
      client,
      product,
      invoice,
      invoiceEvents,
      clientEvents,
      numbers,
      numberOf,
      storeMark,
      secondApi,
    };
  }
  return { owner, billingApi };
}
