import { v5 as uuidv5 } from 'uuid';
import {
  agreementStream,
  createAgreementBody,
  partnerDecider,
  partnerStream,
  registerPartnerBody,
  registerReturnBody,
  registerSaleBody,
  type AgreementCommand,
} from '../../domain/consignment';
import type { Kysely } from 'kysely';
import type { AppDatabase } from '../../infra/db/app-tables';
import type { EventStore } from '../../infra/event-store/port';
import type { CommandBody, CommandHandler } from '../../application/handler';
import { contextFor, demoProductId, unlessRefused } from './inventory';
import { agreementToCreate } from '../consignment/agreement-checks';
import { withStock } from '../consignment/agreement-stock';
import { sendUnkeyed } from '../send-command';
import { DEMO_AGREEMENTS, DEMO_PARTNERS, type DemoAgreement } from './consignment-partners';
import { PartnerKeys } from '../consignment/partner-keys';

// The demo shop's partners and agreements (FLORA_SEED_DEMO=1), after the demo inventory. Every id
// is fixed (UUIDv5 of a name), so a restart adds nothing twice. Each agreement command moves its
// units as the routes' do, in the same transaction (agreement-stock.ts).
const DEMO_CONSIGNMENT_NAMESPACE = '9c3e7a51-2b4d-4f86-a1c9-5e7d3b2f8a40';
const demoId = (name: string) => uuidv5(name, DEMO_CONSIGNMENT_NAMESPACE);
export const demoPartnerId = (key: string) => demoId(`partner:${key}`);
export const demoAgreementId = (key: string) => demoId(`agreement:${key}`);

export interface DemoConsignmentDeps {
  handler: CommandHandler;
  store: EventStore;
  db: Kysely<AppDatabase>;
}

async function seedPartners({ handler, db }: DemoConsignmentDeps): Promise<number> {
  const keys = new PartnerKeys(db, handler);
  let added = 0;
  for (const { key, body } of DEMO_PARTNERS) {
    const partnerId = demoPartnerId(key);
    const data = { ...registerPartnerBody.parse(body), partnerId };
    // With its RFC reserved, as a partner registered on the screen (a restart keeps the reservation).
    const register = () =>
      handler.handle(
        partnerDecider,
        partnerStream(partnerId),
        { type: 'RegisterPartner', data },
        contextFor(demoId(`register:${key}`)),
      );
    const send = () => keys.withTaxId(partnerId, data.taxId, register);
    if (await unlessRefused(send)) added += 1;
  }
  return added;
}

async function createAgreement({ handler }: DemoConsignmentDeps, demo: DemoAgreement): Promise<boolean> {
  const agreementId = demoAgreementId(demo.key);
  const body = createAgreementBody.parse({
    agreementId,
    partnerId: demoPartnerId(demo.partner),
    items: demo.items.map((i) => ({ productId: demoProductId(i.sku), quantity: i.quantity })),
    notes: demo.notes,
  });
  return unlessRefused(async () => {
    const toSend = await agreementToCreate(handler, { ...body, agreementId });
    return sendUnkeyed(handler, toSend, contextFor(demoId(`create:${demo.key}`)));
  });
}

/** A sale or a return, once: a restart finds its command in the agreement's stream. */
async function sendOnce(
  { handler, store }: DemoConsignmentDeps,
  demo: DemoAgreement,
  command: CommandBody<AgreementCommand> & { data: { items: { productId: string }[] } },
  commandId: string,
) {
  const agreementId = demoAgreementId(demo.key);
  if ((await store.readStream(agreementStream(agreementId))).some((e) => e.metadata.commandId === commandId))
    return false;
  const products = command.data.items.map((line) => line.productId);
  return unlessRefused(() => sendUnkeyed(handler, withStock(agreementId, command, products), contextFor(commandId)));
}

const lines = (given: DemoAgreement['sale']) =>
  (given ?? []).map((l) => ({ productId: demoProductId(l.sku), quantity: l.quantity }));

export async function seedDemoConsignment(deps: DemoConsignmentDeps) {
  const partners = await seedPartners(deps);
  let [agreements, sales, returns] = [0, 0, 0];
  for (const demo of DEMO_AGREEMENTS) {
    if (await createAgreement(deps, demo)) agreements += 1;
    if (demo.sale) {
      const saleId = demoId(`sale:${demo.key}`);
      const data = {
        ...registerSaleBody.parse({ items: lines(demo.sale), notes: 'Venta de la semana' }),
        saleId,
      };
      if (await sendOnce(deps, demo, { type: 'RegisterConsignmentSale', data }, saleId)) sales += 1;
    }
    if (demo.return) {
      const returnId = demoId(`return:${demo.key}`);
      const data = {
        ...registerReturnBody.parse({ items: lines(demo.return), notes: 'Rosas marchitas' }),
        returnId,
      };
      if (await sendOnce(deps, demo, { type: 'RegisterConsignmentReturn', data }, returnId)) returns += 1;
    }
  }
  return { partners, agreements, sales, returns };
}
