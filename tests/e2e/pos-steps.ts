import type { Browser } from 'playwright-core';
import type { Page as ListPage, SessionListItem } from '../../domain/pos';
import { call, type ApiSession } from './consignment-steps';
import { signIn } from './support/browser';
import { demoUser } from './support/demo-users';

// What the point of sale's browser tests share: a screen signed in as a role, and an amount read off it.

/** `path` signed in as the demo user of `role`, at a counter's 1024×768 unless told. */
export async function posScreenAs(
  browser: Browser,
  base: string,
  role: string,
  path: string,
  size = { width: 1024, height: 768 },
) {
  const context = await browser.newContext({ baseURL: base, viewport: size, locale: 'es-MX', acceptDownloads: true });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const user = demoUser(role);
  await page.goto(path);
  await signIn(page, user.email, user.password);
  await page.waitForURL((url) => url.pathname === path);
  return { context, page };
}

/** An amount as shown ($1,234.50) as a number. */
export const pesos = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''));

/** Any session a former run left open is closed first (through the API): the counter asks to open one. */
export async function closeLeftovers(base: string, s: ApiSession): Promise<void> {
  const open = (await call(base, 'GET', '/pos/sessions?status=open', undefined, s.token)) as ListPage<SessionListItem>;
  for (const session of open.items)
    await call(base, 'POST', `/pos/sessions/${session.id}/close`, { countedCash: 0, notes: 'e2e' }, s.token);
}
