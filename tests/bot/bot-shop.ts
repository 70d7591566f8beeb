import type { Kysely } from 'kysely';
import { demoUserId } from '../../command-api/seed/users';
import { demoOrderId } from '../../command-api/seed/orders';
import type { ReadModels } from '../../projections/read-models';
import { createBot, type FloraBot } from '../../read-api/bot/bot';
import { GUEST, type Asker, type BotLang, type BotTurn, type HandOff } from '../../read-api/bot/contract';
import { openDashboardShop } from '../api/read-dashboards-shop';
import type { DemoOrder } from './evaluation-facts';

// The bot over the demo shop as `npm start` seeds it (every area's demo data through the command-api,
// reactors and projections: openDashboardShop), created directly (no HTTP), with a hand-off port that
// records what it is given, and the demo customer's orders as the read model numbers them.

export const CUSTOMER: Asker = { userId: demoUserId('client@flora.test'), roles: ['client'] };
export const OTHER: Asker = { userId: 'u-another-customer', roles: ['client'] };
export const GUEST_ASKER: Asker = { userId: GUEST, roles: [] };
export const ASKERS: Record<string, Asker> = { customer: CUSTOMER, guest: GUEST_ASKER, other: OTHER };

export async function openBotShop(prefix: string) {
  const shop = await openDashboardShop(prefix);
  const db = shop.database.db as unknown as Kysely<ReadModels>;
  const handOffs: HandOff[] = [];
  const bot: FloraBot = await createBot({ db, store: shop.store, handOff: async (h) => void handOffs.push(h) });
  const rows = await db
    .selectFrom('orders')
    .select(['id', 'order_number', 'tracking_code', 'status', 'recipient_name', 'total_cents'])
    .execute();
  const orders = new Map<string, DemoOrder>();
  for (const key of ['cumple-ana', 'aniversario', 'oficina', 'mama', 'cancelado']) {
    const r = rows.find((o) => o.id === demoOrderId(key))!;
    orders.set(key, {
      id: r.id,
      number: r.order_number,
      trackingCode: r.tracking_code!,
      status: r.status,
      recipient: r.recipient_name,
      totalCents: Number(r.total_cents),
    });
  }
  const ask = (text: string, lang: BotLang, asker: Asker = CUSTOMER, more: Partial<BotTurn> = {}) =>
    bot.reply({ text, lang, asker, sessionId: 's-eval', context: {}, history: [], ...more });
  return { shop, db, bot, handOffs, orders, ask, close: () => shop.close() };
}
export type BotShop = Awaited<ReturnType<typeof openBotShop>>;
