import type { Page } from 'playwright-core';
import type { ReportType, ReportView } from '../../domain/reports';
import { DEFAULT_SHOP_MONEY, moneyFormat } from '../../domain/settings/shop/money';
import { call, type ApiSession } from './consignment-steps';

// What the reports browser test shares: set-up through the API (products with a category and a
// minimum, a partner, an agreement, a sale, a movement), the report as the API answers it, the
// figures the screen shows read in one go, and the same figures formatted as the screen formats them.

export { apiLogin, pdfText, type ApiSession } from './consignment-steps';

export async function addProduct(
  base: string,
  s: ApiSession,
  p: { name: string; sku: string; category: string; price: number; stock: number; min: number },
): Promise<string> {
  const { stock, min, ...rest } = p;
  const body = { ...rest, currentStock: stock, minStockLevel: min, status: 'active' };
  return ((await call(base, 'POST', '/inventory/products', body, s.token)) as { id: string }).id;
}

export async function addPartner(base: string, s: ApiSession, businessName: string, taxId: string): Promise<string> {
  const body = { businessName, tradeName: businessName, taxId, type: 'flower_shop' };
  return ((await call(base, 'POST', '/consignment/partners', body, s.token)) as { id: string }).id;
}

type Line = { productId: string; quantity: number };

export async function addAgreement(base: string, s: ApiSession, partnerId: string, items: Line[]): Promise<string> {
  return ((await call(base, 'POST', '/consignment/agreements', { partnerId, items }, s.token)) as { id: string }).id;
}

export const sell = (base: string, s: ApiSession, agreementId: string, items: Line[]) =>
  call(base, 'POST', `/consignment/agreements/${agreementId}/sales`, { items }, s.token);

/** A purchase: units into stock (a stock-ledger event, which the `reports` read model does not fold). */
export const purchase = (base: string, s: ApiSession, productId: string, quantity: number) =>
  call(
    base,
    'POST',
    '/inventory/movements',
    { movementId: crypto.randomUUID(), productId, type: 'purchase', quantity },
    s.token,
  );

/** GET /api/reports/:type with the screen's parameters (and its position, to read the same figures). */
export async function apiReport(
  base: string,
  s: ApiSession,
  type: ReportType,
  query: Record<string, string | undefined>,
): Promise<ReportView> {
  const qs = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => Boolean(e[1])));
  return (await call(base, 'GET', `/reports/${type}?${qs}`, undefined, s.token)) as ReportView;
}

const shop = moneyFormat(DEFAULT_SHOP_MONEY); // the shop's one money (issue 43)
export const money = (n: number | null) => (n === null ? '—' : shop.format(n));
export const count = (n: number) => n.toLocaleString('es-MX');
const day = (d: string) => d.split('-').reverse().join('/');

/** Every card the screen should show for a view, by test id, formatted in the shop's money, counts as spec 1 says (es-MX). */
export function expectedCards(view: ReportView): Record<string, string> {
  const out: Record<string, string> = {};
  const i = view.inventory?.summary;
  if (i) {
    Object.assign(out, {
      totalProducts: count(i.totalProducts),
      totalUnits: count(i.totalUnits),
      totalValue: money(i.totalValue),
      lowStock: count(i.lowStock),
      outOfStock: count(i.outOfStock),
      movements: count(i.movements),
      'movements-note': `+${count(i.unitsIn)} / −${count(i.unitsOut)} unidades`,
    });
  }
  const c = view.consignment?.summary;
  if (c) {
    Object.assign(out, {
      totalAgreements: count(c.totalAgreements),
      active: count(c.active),
      partners: count(c.partners),
      consignedValue: money(c.totalValue),
      soldValue: money(c.soldValue),
      commissionTotal: money(c.commissionTotal),
      netValue: money(c.netValue),
    });
  }
  return out;
}

/** The header line's period as the screen writes it. */
export const expectedPeriod = (view: ReportView) =>
  view.from && view.to ? `${day(view.from)} – ${day(view.to)}` : 'Todo el historial';

export interface ShownReport {
  busy: boolean;
  type: string | null;
  period: string | null;
  position: string;
  periodText: string;
  zoneText: string;
  cards: Record<string, string>;
  lowStockSkus: string[];
  partners: string[];
}

/** The report on screen, read in one step so a live refresh cannot slip between its position and its figures. */
export function shownReport(page: Page): Promise<ShownReport | null> {
  return page.evaluate(() => {
    const root = document.querySelector('[data-testid="report"]');
    if (!root) return null;
    const text = (sel: string) => root.querySelector(sel)?.textContent?.trim() ?? '';
    const cards: Record<string, string> = {};
    for (const el of Array.from(root.querySelectorAll('[data-testid^="card-"]'))) {
      const id = el.getAttribute('data-testid')!;
      if (id.endsWith('-value')) cards[id.slice(5, -6)] = el.textContent?.trim() ?? '';
      if (id.endsWith('-note')) cards[`${id.slice(5, -5)}-note`] = el.textContent?.trim() ?? '';
    }
    const cells = (sel: string) => Array.from(root.querySelectorAll(sel)).map((e) => e.textContent?.trim() ?? '');
    return {
      busy: root.getAttribute('aria-busy') === 'true',
      type: root.getAttribute('data-type'),
      period: root.getAttribute('data-period'),
      position: text('[data-testid="report-position"]').replace(/\D/g, ''),
      periodText: text('[data-testid="report-period"]'),
      zoneText: text('[data-testid="report-zone"]'),
      cards,
      lowStockSkus: cells('[data-testid="low-stock-table"] tbody td.mono'),
      partners: cells('[data-testid="partners-table"] tbody td.rp-title'),
    };
  });
}

/**
 * What differs between the screen and the API's answer at the screen's own position, for the
 * selection asked; [] when the screen shows exactly the API's figures.
 */
export async function mismatches(
  page: Page,
  base: string,
  s: ApiSession,
  want: { type: ReportType; query: Record<string, string | undefined> },
): Promise<string[]> {
  const shown = await shownReport(page);
  if (!shown) return ['no report on screen'];
  if (shown.busy) return ['report still loading'];
  if (shown.type !== want.type || shown.period !== want.query.period)
    return [`showing ${shown.type}/${shown.period}, not ${want.type}/${want.query.period}`];
  const view = await apiReport(base, s, want.type, { ...want.query, position: shown.position });
  const out: string[] = [];
  const cards = expectedCards(view);
  for (const [key, value] of Object.entries(cards))
    if (shown.cards[key] !== value) out.push(`card ${key}: ${shown.cards[key]} ≠ ${value}`);
  if (Object.keys(shown.cards).length !== Object.keys(cards).length)
    out.push(`cards ${Object.keys(shown.cards).join(',')} ≠ ${Object.keys(cards).join(',')}`);
  if (shown.periodText !== expectedPeriod(view)) out.push(`period ${shown.periodText} ≠ ${expectedPeriod(view)}`);
  if (!shown.zoneText.includes(view.timeZone)) out.push(`zone ${shown.zoneText} ≠ ${view.timeZone}`);
  const skus = view.inventory?.lowStock.map((p) => p.sku) ?? [];
  if (shown.lowStockSkus.join() !== skus.join()) out.push(`low stock ${shown.lowStockSkus.join()} ≠ ${skus.join()}`);
  const partners = view.consignment?.partners.map((p) => p.businessName) ?? [];
  if (shown.partners.join() !== partners.join()) out.push(`partners ${shown.partners.join()} ≠ ${partners.join()}`);
  return out;
}

/** The query string of the page's URL, as an object. */
export const urlParams = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

/** How many apexcharts drawings (their svg) a chart slot holds. */
export const drawn = (page: Page, slot: string) =>
  page.locator(`[data-testid="report"] [data-testid="${slot}"] svg.apexcharts-svg`).count();
