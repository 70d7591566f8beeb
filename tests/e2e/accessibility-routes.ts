import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { ROUTE_ACCESS, routeAccess, type Role } from '../../domain/identity';
import { call, tokenOf } from './support/shop-api';

// The screens the accessibility walk opens: domain/identity's route table, each pattern given to one
// visitor and its :params filled with real ids of the demo data, so the list follows the table rather
// than being typed by hand.

export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const IMPACTS = ['minor', 'moderate', 'serious', 'critical'] as const;
export type Impact = (typeof IMPACTS)[number];

type Params = Record<string, string>;

const firstId = async (path: string, token: string, pick: (item: Record<string, unknown>) => boolean = () => true) => {
  const { status, body } = await call<{ items: Record<string, unknown>[] }>('GET', path, undefined, token);
  if (status !== 200) throw new Error(`GET ${path} answered ${status}`);
  const item = body.items.find(pick) ?? body.items[0];
  if (!item) throw new Error(`the demo data has no item at ${path}`);
  return item;
};

/** Real ids of the demo data for every :param of the route table (per role where what one may read differs). */
export async function demoParams(): Promise<{ staff: Params; client: Params }> {
  const owner = await tokenOf('owner');
  const client = await tokenOf('client');
  const order = await firstId('/orders', owner, (o) => typeof o.trackingCode === 'string');
  const agreement = await firstId('/consignment/agreements', owner, (a) => a.status === 'active');
  const staff: Params = {
    id: String((await firstId('/inventory/products', owner)).id),
    trackingCode: String(order.trackingCode),
    agreement: String(agreement.id),
    product: String((await firstId('/catalog/products', owner)).id),
    subscription: String((await firstId('/subscriptions', owner)).id),
  };
  return { staff, client: { ...staff, subscription: String((await firstId('/subscriptions', client)).id) } };
}

/** The id a pattern's :id stands for: the table reuses the name for products, agreements and subscriptions. */
function fill(pattern: string, params: Params): string {
  const idOf = pattern.startsWith('/product/')
    ? params.product
    : pattern.includes('consignment')
      ? params.agreement
      : pattern.includes('subscription')
        ? params.subscription
        : params.id;
  return pattern.replace(/:(\w+)/g, (_, name: string) => (name === 'id' ? idOf! : params[name]!));
}

/** Who opens a screen for the walk: a role, or no one signed in. */
export const SIGNED_OUT = 'signed out';

/**
 * The roles in the order that claims screens: the customer first (the screens every signed-in person may
 * open are hers), then the narrowest staff roles, admin and owner last. Each screen is visited once, by
 * the first role here that may open it — the people who use it, not everyone who could.
 */
const CLAIM_ORDER: readonly Role[] = [
  'client',
  'driver',
  'hr',
  'delivery',
  'cashier',
  'pos_supervisor',
  'accounting',
  'warehouse',
  'admin',
  'owner',
];

/** Every pattern of the route table and the visitor that opens it in the walk. */
export function screenOwners(): Map<string, string> {
  const owners = new Map<string, string>();
  for (const pattern of Object.keys(ROUTE_ACCESS)) {
    const path = pattern.replace(/:\w+/g, 'x');
    const owner = ROUTE_ACCESS[pattern]!.public
      ? SIGNED_OUT
      : CLAIM_ORDER.find((role) => routeAccess({ roles: [role] }, path) === 'allowed');
    if (!owner) throw new Error(`no demo role may open ${pattern}`);
    owners.set(pattern, owner);
  }
  return owners;
}

/**
 * The walk split into files that each finish well under three minutes (the e2e run takes one file at a
 * time). tests/architecture/accessibility-walks.test.ts checks that every screen's visitor is in one.
 */
export const WALKS = {
  shop: [SIGNED_OUT, 'client', 'driver', 'cashier'],
  stock: ['warehouse', 'delivery', 'accounting'],
  office: ['admin', 'owner', 'hr'],
} as const;

/**
 * The visitor's screens, :params filled with demo ids: in Spanish every screen it opens; in English the
 * ones whose layout changes with the language — the public pages (the first a visitor reads) and the
 * role's landing, where the shell's menu is drawn in English.
 */
export function screensOf(visitor: string, params: Params, landing?: string): Record<Language, string[]> {
  const mine = [...screenOwners()].filter(([, owner]) => owner === visitor).map(([pattern]) => pattern);
  const english = visitor === SIGNED_OUT ? mine : mine.filter((pattern) => pattern === landing);
  return { es: mine.map((p) => fill(p, params)), en: english.map((p) => fill(p, params)) };
}

/** Runs at most `n` of the jobs given to it at once; the others wait their turn. */
export function lanes(n: number): <T>(job: () => Promise<T>) => Promise<T> {
  let free = n;
  const waiting: (() => void)[] = [];
  return async (job) => {
    if (free > 0) free -= 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await job();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else free += 1;
    }
  };
}

/** The screen has drawn its data: the app is mounted, nothing is marked busy (skeletons, the splash). */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      document.querySelector('#root')?.childElementCount &&
      document.querySelector('h1, main, [role="main"]') &&
      !document.querySelector('[aria-busy="true"], .skeleton'),
    undefined,
    { timeout: 15_000 },
  );
}

export interface Finding {
  screen: string;
  role: string;
  language: Language;
  rule: string;
  impact: Impact;
  targets: string[];
}

/** A contrast failure's colours and ratio as axe measured them, to find the CSS to change. */
const colours = (data: unknown) => {
  const d = data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | null;
  return d?.fgColor ? ` (${d.fgColor} on ${d.bgColor}: ${d.contrastRatio})` : '';
};

/** The run's tally: violations (axe counts every failing rule once per screen) by impact, per language. */
export class Tally {
  readonly counts = new Map<Language, Record<Impact, number>>(
    LANGUAGES.map((l) => [l, { minor: 0, moderate: 0, serious: 0, critical: 0 }]),
  );
  readonly blocking: Finding[] = [];
  readonly byRule = new Map<string, number>();
  screens = 0;

  add(results: AxeResults, screen: string, role: string, language: Language): void {
    this.screens += 1;
    for (const v of results.violations) {
      const impact = (v.impact ?? 'minor') as Impact;
      this.counts.get(language)![impact] += 1;
      this.byRule.set(`${impact} ${v.id}`, (this.byRule.get(`${impact} ${v.id}`) ?? 0) + 1);
      if (impact === 'serious' || impact === 'critical')
        this.blocking.push({
          screen,
          role,
          language,
          rule: v.id,
          impact,
          targets: v.nodes.slice(0, 3).map((n) => `${n.target.join(' ')}${colours(n.any[0]?.data)}`),
        });
    }
  }

  table(): string {
    const row = (name: string, c: Record<Impact, number>) =>
      `${name.padEnd(8)}${IMPACTS.map((i) => String(c[i]).padStart(10)).join('')}`;
    const total = Object.fromEntries(
      IMPACTS.map((i) => [i, LANGUAGES.reduce((s, l) => s + this.counts.get(l)![i], 0)]),
    ) as Record<Impact, number>;
    return [
      `axe violations by impact over ${this.screens} screens (route × role × language), 1280 px`,
      `${''.padEnd(8)}${IMPACTS.map((i) => i.padStart(10)).join('')}`,
      ...LANGUAGES.map((l) => row(l, this.counts.get(l)!)),
      row('total', total),
      `by rule: ${[...this.byRule].map(([rule, n]) => `${rule} ${n}`).join(', ')}`,
    ].join('\n');
  }
}
