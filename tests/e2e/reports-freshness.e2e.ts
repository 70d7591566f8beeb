import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call } from './consignment-steps';
import { eventually, openAs } from './inventory-steps';
import { pageHiddenWidth } from './layout-steps';
import { addProduct, apiLogin, drawn, type ApiSession } from './reports-steps';
import { launchBrowser } from './support/browser';

// Issue 44 on the reports screen: 'Mermas' shows the waste recorded through the API by cause and by
// supplier, 'Proveedores' each supplier's stems; both at 1280 px and at a phone's 390 px, screenshots.
const SCREENSHOTS = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../docs/screenshots');
const base = inject('floraUrl');
const tag = Date.now().toString(36).slice(-5).toUpperCase();
const supplier = `Finca Ñandú ${tag}`;
let browser: Browser;
let admin: ApiSession;

const move = (productId: string, body: object) =>
  call(base, 'POST', '/inventory/movements', { movementId: crypto.randomUUID(), productId, ...body }, admin.token);

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await apiLogin(base, 'admin');
  const rose = await addProduct(base, admin, {
    name: `Rosa ${tag}`,
    sku: `RFR${tag}`,
    category: 'Rosas',
    price: 30,
    stock: 0,
    min: 0,
  });
  await move(rose, { type: 'purchase', quantity: 40, lot: { supplier, vaseLifeDays: 7, unitCost: 12 } });
  await move(rose, {
    type: 'purchase',
    quantity: 20,
    lot: { supplier: `Rosas del Sol ${tag}`, vaseLifeDays: 9, unitCost: 10 },
  });
  await move(rose, { type: 'sale', quantity: 25, reference: { type: 'sale', id: crypto.randomUUID() } });
  await move(rose, { type: 'waste', quantity: 4, cause: 'damaged' });
  await move(rose, { type: 'waste', quantity: 2, cause: 'expired' });
});
afterAll(async () => browser?.close());

describe('the waste and suppliers reports on screen', () => {
  for (const [type, name] of [
    ['waste', 'reports-waste'],
    ['suppliers', 'reports-suppliers'],
  ] as const)
    it(`${type}: the figures at 1280 px and 390 px (no sideways scroll)`, async () => {
      for (const wide of [true, false]) {
        const opened = await openAs(browser, base, `/admin/reports?type=${type}&period=all`, 'admin', wide);
        try {
          const p = opened.page;
          await eventually(() => p.getByTestId(`${type}-section`).count()).toBe(1);
          const row = type === 'waste' ? `waste-supplier-${supplier}` : `supplier-${supplier}`;
          await eventually(() => p.getByTestId(row).count()).toBe(1);
          if (type === 'waste') await eventually(() => drawn(p, 'cause-chart-drawing')).toBeGreaterThan(0);
          if (!wide) expect(await pageHiddenWidth(p)).toBeLessThanOrEqual(0);
          await p.waitForTimeout(800);
          await p.screenshot({ path: `${SCREENSHOTS}/${name}-${wide ? 1280 : 390}.png`, fullPage: true });
        } finally {
          await opened.context.close();
        }
      }
    });
});
