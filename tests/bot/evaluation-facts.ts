import type { Kysely } from 'kysely';
import { zoneForZip } from '../../domain/delivery';
import { ORDER_STATUS_LABELS } from '../../domain/orders';
import { toPesos } from '../../domain/shared';
import { STATUS_WORDS } from '../../read-api/bot/answers/orders';
import type { BotAnswer, BotLang } from '../../read-api/bot/contract';
import { deliveryRulesView } from '../../read-api/delivery/to-response/zones';
import { shopSettings } from '../../read-api/shared/shop-settings';
import { zoneBook } from '../../read-api/shared/zone-book';
import { listPlans } from '../../read-api/subscriptions/queries/subscriptions';
import type { ReadModels } from '../../projections/read-models';
import type { DashboardShop } from '../api/read-dashboards-shop';

// The evaluation's facts, checked against the demo shop as the test reads it: products and orders
// from their read models, zones from the zone book, plans from the plan book, the money format from
// the shop's settings. Each check returns what is wrong (nothing: the fact holds).

export interface Facts {
  product?: string;
  price?: boolean;
  noExactMatch?: boolean;
  order?: string;
  latestOrders?: boolean;
  noOrderDetail?: string;
  signIn?: boolean;
  zip?: string;
  fee?: boolean;
  zones?: boolean;
  zone?: string;
  cutoff?: boolean;
  plans?: boolean;
  awaiting?: boolean;
}

export interface DemoOrder {
  id: string;
  number: string;
  trackingCode: string;
  status: keyof typeof ORDER_STATUS_LABELS;
  recipient: string;
  totalCents: number;
}

export async function factChecker(
  shop: DashboardShop,
  db: Kysely<ReadModels>,
  orders: ReadonlyMap<string, DemoOrder>,
  customerId: string,
) {
  const settings = await shopSettings(shop.store);
  const { locale, currency } = settings.areas.inventory;
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const money = (pesos: number) => format.format(pesos);
  const products = await db
    .selectFrom('inventory_products')
    .select(['id', 'name', 'price_cents', 'current_stock'])
    .where('status', '=', 'active')
    .execute();
  const zones = (await zoneBook(shop.store)).filter((z) => z.isActive);
  const cutoff = deliveryRulesView(settings.timeZone).cutoffTime;
  const plans = (await listPlans(db, false)).items;
  const newest = await db
    .selectFrom('orders')
    .select('order_number')
    .where('customer_id', '=', customerId)
    .orderBy('placed_at', 'desc')
    .orderBy('id')
    .execute();

  const stockWord = (lang: BotLang, inStock: boolean) =>
    lang === 'es' ? (inStock ? 'disponible' : 'agotado') : inStock ? 'in stock' : 'sold out';
  const lineOf = (lang: BotLang, p: (typeof products)[number]) =>
    `• ${p.name}: ${money(toPesos(p.price_cents))}, ${stockWord(lang, p.current_stock > 0)}`;

  return function check(facts: Facts, a: BotAnswer, lang: BotLang): string[] {
    const wrong: string[] = [];
    const expect = (ok: boolean, what: string) => void (ok || wrong.push(what));
    const has = (s: string) => a.reply.includes(s);
    if (facts.product) {
      const p = products.find((x) => x.name === facts.product);
      expect(!!p && has(lineOf(lang, p)), `names ${facts.product} with its price and stock`);
      expect(!!p && a.actions.some((x) => x.type === 'product' && x.data.productId === p.id), 'a product action');
    }
    if (facts.price) {
      const listed = a.reply.split('\n').filter((l) => l.startsWith('• '));
      expect(listed.length > 0, 'lists products');
      for (const line of listed) {
        const p = products.find((x) => line.startsWith(`• ${x.name}: `));
        expect(!!p && line === lineOf(lang, p), `true price and stock: ${line}`);
      }
    }
    if (facts.noExactMatch)
      expect(has(lang === 'es' ? 'No encontré productos' : 'I found no products'), 'says nothing matched');
    if (facts.order) {
      const o = orders.get(facts.order)!;
      const status = (lang === 'es' ? ORDER_STATUS_LABELS : STATUS_WORDS.en)[o.status];
      expect(has(o.number) && has(`: ${status}.`), `order ${o.number} is ${status}`);
      expect(has(money(toPesos(o.totalCents))), 'its total');
      expect(
        a.actions.some((x) => x.type === 'order' && x.data.orderId === o.id),
        'an order action',
      );
    }
    if (facts.latestOrders) {
      for (const r of newest.slice(0, 3)) expect(has(r.order_number), `lists ${r.order_number}`);
      for (const r of newest.slice(3)) expect(!has(r.order_number), `only the latest three (${r.order_number})`);
    }
    if (facts.noOrderDetail) {
      const o = orders.get(facts.noOrderDetail)!;
      for (const detail of [o.number, o.trackingCode, o.recipient, money(toPesos(o.totalCents))])
        expect(!has(detail), `no detail of another's order (${detail})`);
      expect(!a.actions.some((x) => x.type === 'order'), 'no order action');
    }
    if (facts.signIn)
      expect(
        a.actions.some((x) => x.type === 'link' && x.data.url === '/auth/login?redirect=/profile/orders'),
        'asks to sign in',
      );
    if (facts.zip && facts.fee) {
      const zone = zoneForZip(facts.zip, zones);
      if (zone) expect(has(zone.name) && has(money(toPesos(zone.baseFeeCents))), `zone and fee of ${facts.zip}`);
      else
        expect(
          has(lang === 'es' ? `no entregamos en el ${facts.zip}` : `do not deliver to ${facts.zip}`) &&
            !zones.some((z) => has(money(toPesos(z.baseFeeCents)))),
          `no delivery to ${facts.zip}`,
        );
    }
    if (facts.zones)
      for (const z of zones) expect(has(`• ${z.name}: `) && has(money(toPesos(z.baseFeeCents))), `zone ${z.name}`);
    if (facts.zone) {
      const z = zones.find((x) => x.name === facts.zone);
      expect(!!z && has(`• ${z.name}: `) && has(money(toPesos(z.baseFeeCents))), `zone ${facts.zone} and its fee`);
    }
    if (facts.cutoff) expect(has(cutoff), `the cutoff ${cutoff}`);
    if (facts.plans) {
      for (const p of plans) expect(has(`• ${p.name}: ${money(p.price)}`), `plan ${p.name}`);
      expect(
        a.actions.some((x) => x.type === 'subscription' && x.data.navigate === '/subscription/plans'),
        'the plans action',
      );
    }
    if (facts.awaiting) expect(a.context.awaiting === 'handoff', 'waits for the message');
    return wrong;
  };
}
