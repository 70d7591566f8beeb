import { randomUUID } from 'node:crypto';
import { afterEach, expect } from 'vitest';
import type { CommandBody, CommandContext } from '../../application/handler';
import { CommandResults } from '../../application/idempotency';
import {
  startStockReactor,
  type ConsignmentStockReactor,
  type ReactorLog,
} from '../../reactors/stock-follows-agreement';
import {
  agreementDecider,
  agreementItemFor,
  agreementStream,
  partnerDecider,
  partnerForAgreement,
  partnerStream,
  type AgreementCommand,
  type AgreementEvent,
  type PartnerEvent,
} from '../../domain/consignment';
import { productDecider, productStream, type StockMoved } from '../../domain/inventory';
import { signToken } from '../../infra/auth/jwt';
import { loadConfig } from '../../infra/config';
import type { RecordedEvent } from '../../infra/event-store/port';
import { roses, useInventoryApi } from './inventory-support';

// Consignment's command routes on a fresh database, signed in as the owner, with the stock reactor
// started on demand (and stopped before the database goes), and `asBefore`: agreement events as
// the command-api wrote them before issue 41 (the agreement's stream alone, the stock left to the
// reactor), which stores keep and the reactor still follows.

export const hotel = (over: Record<string, unknown> = {}) => ({
  businessName: 'Hotel Brickell Bay S.A. de C.V.',
  tradeName: 'Brickell Bay Hotel',
  type: 'hotel',
  taxId: 'HBB210315AB1',
  ...over,
});

export const orchids = (over: Record<string, unknown> = {}) => ({
  name: 'Orquídea blanca',
  sku: 'ORQ-001',
  barcode: undefined,
  price: 890,
  currentStock: 6,
  location: 'Tienda Brickell',
  category: 'Orquídeas',
  ...over,
});

export interface ReactorLines {
  level: 'info' | 'warn' | 'error';
  details: object;
  message: string;
}

export function collectingLog(lines: ReactorLines[] = []): ReactorLog & { lines: ReactorLines[] } {
  const keep = (level: ReactorLines['level']) => (details: object, message: string) =>
    void lines.push({ level, details, message });
  return { lines, info: keep('info'), warn: keep('warn'), error: keep('error') };
}

export function useConsignmentApi(prefix: string) {
  const { owner, inventoryApi } = useInventoryApi(prefix);
  const config = loadConfig({ JWT_SECRET: `${prefix}-secret` });
  const reactors: ConsignmentStockReactor[] = [];
  // Registered after the api's own cleanup, so it runs first: reactors stop before the database is dropped.
  afterEach(async () => {
    for (const reactor of reactors.splice(0)) await reactor.stop();
  });
  const tokenAs = (role: string, userId = `${role}-1`) => signToken({ userId, roles: [role] }, config.jwtSecret);

  async function consignmentApi() {
    const api = await inventoryApi();
    const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
      api.send('POST', url, payload, headers);
    const registered = async (over: Record<string, unknown> = {}) => {
      const res = await post('/api/consignment/partners', hotel(over));
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
    const createAgreement = (body: object, headers?: Record<string, string>) =>
      post('/api/consignment/agreements', body, headers);
    /** Creates an agreement and answers its id. */
    const agreed = async (body: object) => {
      const res = await createAgreement(body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
    const agreementEvents = async (id: string) =>
      (await api.store.readStream(agreementStream(id))) as (RecordedEvent & AgreementEvent)[];
    const partnerEvents = async (id: string) =>
      (await api.store.readStream(partnerStream(id))) as (RecordedEvent & PartnerEvent)[];
    /** The consignment lines of a product's ledger. */
    const consignmentLines = async (productId: string) =>
      (await api.events(productId))
        .filter((e) => e.type === 'StockMoved' && (e.data as StockMoved['data']).type.startsWith('consignment_'))
        .map((e) => ({
          ...(e.data as StockMoved['data']),
          metadata: (e as unknown as RecordedEvent).metadata,
        }));
    const handler = api.app.commands;
    const context = (): CommandContext => ({
      commandId: randomUUID(),
      correlationId: randomUUID(),
      actor: { userId: 'owner-1', roles: ['owner'] },
    });
    const asBefore = {
      /** An agreement made the old way (checked, then created alone): its units have not left yet. */
      async agreed(body: { partnerId: string; items: { productId: string; quantity: number }[] }) {
        const agreementId = randomUUID();
        const partner = partnerForAgreement((await handler.load(partnerDecider, partnerStream(body.partnerId))).state);
        const products = await Promise.all(
          body.items.map((row) => handler.load(productDecider, productStream(row.productId))),
        );
        const items = body.items.map((row, i) => agreementItemFor(row, products[i]!.state, partner));
        const data = { agreementId, partnerId: body.partnerId, partnerName: partner.businessName, items };
        await handler.handle(
          agreementDecider,
          agreementStream(agreementId),
          { type: 'CreateAgreement', data },
          context(),
        );
        return agreementId;
      },
      /** A sale, return, settlement or cancellation made the old way: the agreement's event alone. */
      to: (agreementId: string, command: CommandBody<AgreementCommand>) =>
        handler.handle(agreementDecider, agreementStream(agreementId), command, context()),
    };
    const log = collectingLog();
    /** The stock reactor on this database, stopped after the test. */
    const reactor = () => {
      const started = startStockReactor(
        {
          handler: api.app.commands,
          results: new CommandResults(api.database.db),
          store: api.store,
          db: api.database.db,
          pool: api.database.pool,
          log,
        },
        { lockRetryMs: 50, retryMs: 50 },
      );
      reactors.push(started);
      return started;
    };
    return {
      ...api,
      post,
      registered,
      createAgreement,
      agreed,
      agreementEvents,
      partnerEvents,
      consignmentLines,
      reactor,
      log,
      asBefore,
    };
  }

  /** A partner (15 % commission) and two products: roses (10 in Cámara fría, 450) and orchids (6 in Tienda Brickell, 890). */
  async function shop() {
    const api = await consignmentApi();
    const partnerId = await api.registered({ defaultCommission: 15 });
    const rose = await api.added();
    const orchid = await api.added(orchids());
    return { ...api, partnerId, rose, orchid };
  }
  return { owner, tokenAs, consignmentApi, shop };
}

export { roses };
