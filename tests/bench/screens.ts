import { randomUUID } from 'node:crypto';
import { DEFAULT_LOCATION } from '../../domain/inventory';
import { demoUser } from '../e2e/support/demo-users';
import { launchBrowser } from '../e2e/support/browser';
import { startFlora } from '../support/product';
import { fmt, percentile, type Row } from './harness';
import { ms } from './http-load';
import { cardsSeen, noticesSeen, openScreen, readsOf, stockSeen, watchCards, watchStock } from './screens-pages';

// Issue 24, command to screen: the shop as `npm start` runs it, /admin/inventory (the owner) and
// /admin/delivery (the delivery staff) open in Chromium, and about 200 commands/s through the gateway
// for a bounded time: purchases and counter sales of the products the inventory screen shows, and
// customers' orders whose deliveries appear on the board. Each command is timed from its answer
// reaching the bench to the screen's DOM showing it (the page's MutationObserver writes Date.now();
// the same clock). Each product has one command in flight at a time, so the k-th command of a
// product is shown once its row reads its stock after k commands (purchases only raise a product's
// stock, sales only lower another's). The orders take products the screen does not show.

const SECONDS = Number(process.env.BENCH_SCREENS_SECONDS ?? 25);
// BENCH_SCREENS_RATE: a lighter load beside the 200/s, to see the path when the machine is not full.
const TARGET_PER_SECOND = Number(process.env.BENCH_SCREENS_RATE ?? 200);
const ORDERS_PER_SECOND = 5; // the board shows a day's deliveries whole: ~125 cards, under its 200
const SETTLE_MS = 5000;

type Json = Record<string, unknown>;
interface Sent {
  kind: 'movement' | 'sale' | 'order';
  answeredAt: number;
  tookMs: number;
  /** The product's row and the stock it reads once this command shows, or the delivery's card. */
  sku?: string;
  stock?: number;
  deliveryId?: string;
}

async function tokenOf(base: string, role: string): Promise<string> {
  const { email, password } = demoUser(role);
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

function poster(base: string, token: string) {
  return async (path: string, body: Json) => {
    const t0 = performance.now();
    const res = await fetch(base + path, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    if (res.status >= 400) throw new Error(`POST ${path} answered ${res.status}: ${text.slice(0, 300)}`);
    return { answeredAt: Date.now(), tookMs: performance.now() - t0, answer: JSON.parse(text) as Json };
  };
}

/** A delivery day two weeks ahead (never a Sunday): the board filtered on it shows only the bench's orders. */
function benchDay(): string {
  const day = new Date(Date.now() + 14 * 86_400_000);
  if (day.getUTCDay() === 0) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** `count` commands at `perSecond`, one after another (the next never before the last's answer). */
async function paced(perSecond: number, until: number, send: (k: number) => Promise<void>): Promise<void> {
  const started = performance.now();
  for (let k = 0; performance.now() < until; k++) {
    const due = started + (k * 1000) / perSecond;
    if (due > performance.now()) await new Promise((r) => setTimeout(r, due - performance.now()));
    if (performance.now() >= until) return;
    await send(k);
  }
}

const quantiles = (xs: number[]) =>
  xs.length === 0 ? 'none shown' : `p50 ${ms(percentile(xs, 50))} / p95 ${ms(percentile(xs, 95))}`;

export async function benchScreens(): Promise<Row[]> {
  const flora = await startFlora({ JWT_SECRET: 'bench-screens-secret-of-at-least-32-chars', FLORA_SEED_DEMO: '1' });
  const browser = await launchBrowser();
  try {
    const base = flora.base;
    const [owner, cashier, client] = await Promise.all([
      tokenOf(base, 'owner'),
      tokenOf(base, 'cashier'),
      tokenOf(base, 'client'),
    ]);
    const asOwner = poster(base, owner);
    const asCashier = poster(base, cashier);
    const asClient = poster(base, client);
    const listed = await fetch(`${base}/api/inventory/products?pageSize=100`, {
      headers: { authorization: `Bearer ${owner}` },
    });
    const products = ((await listed.json()) as { items: { id: string; sku: string; price: number; status: string }[] })
      .items;
    // Every product gets units to sell and to order for the whole run, before the screens open.
    for (const p of products)
      await asOwner('/api/inventory/movements', {
        productId: p.id,
        type: 'purchase',
        quantity: 5000,
        locationId: DEFAULT_LOCATION, // where the counter's session below sells from
      });

    const day = benchDay();
    const inventory = await openScreen(browser, base, demoUser('owner'), '/admin/inventory');
    const board = await openScreen(browser, base, demoUser('delivery'), `/admin/delivery?date=${day}`);
    const shown = await watchStock(inventory);
    await watchCards(board);
    const onScreen = products.filter((p) => shown.has(p.sku));
    const offScreen = products.filter((p) => !shown.has(p.sku) && p.status === 'active');
    if (onScreen.length < 6 || offScreen.length < 1)
      throw new Error(`the inventory screen shows ${onScreen.length} products`);
    const sellers = onScreen.slice(0, Math.floor(onScreen.length / 3));
    const bought = onScreen.slice(sellers.length);

    const session = await asCashier('/api/pos/sessions', {
      registerId: `caja-bench-${Date.now()}`,
      openingCash: 500,
      location: DEFAULT_LOCATION, // where the units were bought above
    });
    const sessionId = String(session.answer.id);

    const sent: Sent[] = [];
    const perProduct = (TARGET_PER_SECOND - ORDERS_PER_SECOND) / onScreen.length;
    const until = performance.now() + SECONDS * 1000;
    const started = performance.now();
    const readsBefore = [readsOf(inventory), readsOf(board)];
    await Promise.all([
      ...bought.map(async (p) => {
        let stock = shown.get(p.sku)!;
        await paced(perProduct, until, async () => {
          const r = await asOwner('/api/inventory/movements', { productId: p.id, type: 'purchase', quantity: 1 });
          sent.push({ kind: 'movement', ...r, sku: p.sku, stock: ++stock });
        });
      }),
      ...sellers.map(async (p) => {
        let stock = shown.get(p.sku)!;
        await paced(perProduct, until, async () => {
          const r = await asCashier('/api/pos/sales', {
            sessionId,
            items: [{ productId: p.id, quantity: 1 }],
            payments: [{ method: 'cash', amount: Math.ceil(p.price * 1.2) + 100 }],
          });
          sent.push({ kind: 'sale', ...r, sku: p.sku, stock: --stock });
        });
      }),
      paced(ORDERS_PER_SECOND, until, async (k) => {
        const p = offScreen[k % offScreen.length]!;
        const orderId = randomUUID();
        const r = await asClient('/api/orders', {
          orderId,
          items: [{ productId: p.id, quantity: Math.max(1, Math.ceil(35 / p.price)) }],
          deliveryAddress: { name: 'Casa', street: '1200 Brickell Ave', city: 'Miami', state: 'FL', zipCode: '33131' },
          deliveryDate: day,
          recipientName: 'Ana Pérez',
          recipientPhone: '+1 305 555 0101',
        });
        sent.push({ kind: 'order', ...r, deliveryId: orderId });
      }),
    ]);
    const rate = sent.length / ((performance.now() - started) / 1000);
    const screenReads = readsDuring(readsBefore, [readsOf(inventory), readsOf(board)]);
    await new Promise((r) => setTimeout(r, SETTLE_MS)); // the last commands' pushes and renders
    const [stocks, cards, notices] = await Promise.all([
      stockSeen(inventory),
      cardsSeen(board),
      noticesSeen(inventory),
    ]);
    // The page's own part: from the last inventory notice naming a product to its row showing the change.
    const idOf = new Map(products.map((p) => [p.sku, p.id]));
    const inventoryNotices = notices.filter((n) => n.projection === 'inventory');
    const noticeToDom = stocks.flatMap((s) => {
      const heard = inventoryNotices.findLast((n) => n.at <= s.at && n.ids.includes(idOf.get(s.sku)!));
      return heard ? [s.at - heard.at] : [];
    });

    process.stderr.write(`screens: ${stocks.length} stock changes and ${cards.length} cards seen\n`);
    const toStock: number[] = [];
    const toCard: number[] = [];
    const byKind: Record<Sent['kind'], number[]> = { movement: [], sale: [], order: [] };
    let missed = 0;
    for (const c of sent) {
      const shownAt = c.sku
        ? stocks.find((s) => s.sku === c.sku && (c.kind === 'movement' ? s.stock >= c.stock! : s.stock <= c.stock!))?.at
        : cards.find((s) => s.id === c.deliveryId)?.at;
      if (shownAt === undefined) missed++;
      // Shown before the answer reached the bench (its event loop was busy): 0, not a negative time.
      else {
        (c.sku ? toStock : toCard).push(Math.max(0, shownAt - c.answeredAt));
        byKind[c.kind].push(Math.max(0, shownAt - c.answeredAt));
      }
    }
    const took = (kind?: Sent['kind']) => sent.filter((c) => !kind || c.kind === kind).map((c) => c.tookMs);
    const commandP95 = percentile(took(), 95);
    const count = (kind: Sent['kind']) => sent.filter((c) => c.kind === kind).length;
    const mix = `${count('movement')} purchases, ${count('sale')} counter sales, ${count('order')} orders`;
    return [
      {
        figure: `command → DOM on /admin/inventory (the row's stock), ${toStock.length} commands`,
        value: quantiles(toStock),
        reference: `command p95 ${ms(commandP95)} (same run)`,
        ratio: `${(percentile(toStock, 95) / commandP95).toFixed(2)}x`,
        goal: 'p95 ≤ 50 ms',
      },
      {
        // A purchase writes the product's stream; a counter sale reaches it through a reactor (two trips).
        figure: `of which purchases (one trip through the store) · counter sales (sale, then the reactor's movement)`,
        value: `${quantiles(byKind.movement)} · ${quantiles(byKind.sale)}`,
        reference: `${byKind.movement.length} purchases, ${byKind.sale.length} sales`,
        ratio: `${(percentile(byKind.movement, 95) / commandP95).toFixed(2)}x`,
        goal: 'report',
      },
      {
        figure: `command → DOM on /admin/delivery (the order's delivery card), ${toCard.length} orders`,
        value: quantiles(toCard),
        reference: `PlaceOrder p95 ${ms(percentile(took('order'), 95))}`,
        ratio: `${(percentile(toCard, 95) / commandP95).toFixed(2)}x`,
        goal: 'p95 ≤ 50 ms',
      },
      {
        figure: `of which the page's part: inventory notice received → row shows it, ${noticeToDom.length} changes`,
        value: quantiles(noticeToDom),
        reference: `${inventoryNotices.length} inventory notices in ${SECONDS + SETTLE_MS / 1000} s`,
        ratio: `${(percentile(noticeToDom, 95) / commandP95).toFixed(2)}x`,
        goal: 'report',
      },
      {
        figure: `reads the two screens sent while the commands ran, per second`,
        value: fmt(screenReads.total / SECONDS),
        reference: screenReads.top,
        ratio: `${(screenReads.total / sent.length).toFixed(2)} per command`,
        goal: 'report',
      },
      {
        figure: `commands through the gateway for ${SECONDS} s (${mix}), per second`,
        value: fmt(rate),
        reference: `${TARGET_PER_SECOND}/s asked; p95 purchase ${ms(percentile(took('movement'), 95))}, sale ${ms(percentile(took('sale'), 95))}`,
        ratio: `${(rate / TARGET_PER_SECOND).toFixed(2)}x`,
        goal: `~${TARGET_PER_SECOND}/s; ${missed} never shown`,
      },
    ];
  } finally {
    await browser.close();
    await flora.stop();
  }
}

/** The screens' reads between two counts: how many, and the busiest paths (ids folded into :id). */
function readsDuring(before: Map<string, number>[], after: Map<string, number>[]) {
  const byPath = new Map<string, number>();
  after.forEach((counts, i) => {
    for (const [path, n] of counts) {
      const folded = path.replace(/\/[0-9a-f-]{8,}(?=\/|$)/gi, '/:id');
      byPath.set(folded, (byPath.get(folded) ?? 0) + n - (before[i]!.get(path) ?? 0));
    }
  });
  const busiest = [...byPath].filter(([, n]) => n > 0).sort((a, b) => b[1] - a[1]);
  const total = busiest.reduce((sum, [, n]) => sum + n, 0);
  return {
    total,
    top:
      busiest
        .slice(0, 4)
        .map(([p, n]) => `${p} ${n}`)
        .join(', ') || 'none',
  };
}
