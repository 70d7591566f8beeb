import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import type { OrderStatus, OrderView } from '../../domain/orders';
import { addProduct, apiLogin, call, type ApiSession } from './consignment-steps';

// What the orders browser tests share: orders placed through the API as the demo client (as the
// storefront's checkout would), read back as the client reads them, and the queue's rows as the
// warehouse sees them.
export { addProduct, apiLogin, call, type ApiSession };

export interface Placed {
  id: string;
  orderNumber: string;
  trackingCode: string;
  recipientName: string;
}

/** The first delivery day at least two days ahead that is a weekday (the shop delivers Monday to Saturday, 14:00 cutoff). */
export function deliveryDate(): string {
  const d = new Date();
  d.setDate(d.getDate() + 2);
  while (d.getDay() === 0 || d.getDay() === 6) d.setDate(d.getDate() + 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export interface NewOrder {
  productId: string;
  quantity: number;
  recipientName: string;
  recipientPhone: string;
  street: string;
  cardMessage: string;
}

/** POST /api/orders as `client`, then the order as its customer reads it once the write has landed. */
export async function placeOrder(base: string, client: ApiSession, o: NewOrder): Promise<Placed> {
  const answer = (await call(
    base,
    'POST',
    '/orders',
    {
      items: [{ productId: o.productId, quantity: o.quantity }],
      deliveryAddress: { name: 'Casa', street: o.street, city: 'Miami', state: 'FL', zipCode: '33131' },
      deliveryDate: deliveryDate(),
      recipientName: o.recipientName,
      recipientPhone: o.recipientPhone,
      cardMessage: o.cardMessage,
    },
    client.token,
  )) as { id: string; position: string | number };
  const view = await orderOf(base, client, answer.id, answer.position);
  return {
    id: view.id,
    orderNumber: view.orderNumber,
    trackingCode: view.trackingCode!,
    recipientName: view.recipientName,
  };
}

export const orderOf = (base: string, s: ApiSession, id: string, minPosition?: string | number) =>
  call(
    base,
    'GET',
    `/orders/${id}${minPosition === undefined ? '' : `?minPosition=${minPosition}`}`,
    undefined,
    s.token,
  ) as Promise<OrderView>;

export const statusOf = async (base: string, s: ApiSession, id: string): Promise<OrderStatus> =>
  (await orderOf(base, s, id)).status;

/** A context nobody signed in to: what a recipient holding a tracking code opens. */
export async function signedOut(browser: Browser, base: string, phone: boolean): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: base,
    locale: 'es-MX',
    viewport: phone ? { width: 390, height: 844 } : { width: 1280, height: 900 },
    ...(phone ? { deviceScaleFactor: 2, isMobile: true, hasTouch: true } : {}),
  });
  context.setDefaultTimeout(15_000);
  return context;
}

/** The queue's row of an order (the page's tab must list it). */
export const queueRow = (page: Page, orderNumber: string): Locator =>
  page.locator(`[data-testid="queue-row"][data-order="${orderNumber}"]`);

export const tab = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Pedidos por estado' }).getByRole('button', { name, exact: true });

/** The order rows of a customer's list (dashboard or profile), each as number and status. */
export const shownOrders = (list: Locator) =>
  list.getByTestId('order-row').evaluateAll((rows) =>
    rows.map((r) => ({
      number: r.querySelector('.or-number')?.textContent ?? '',
      status: r.querySelector('[data-testid="order-status"]')?.getAttribute('data-status') ?? '',
      href: r.getAttribute('href'),
    })),
  );

/** The timeline's steps as the page draws them: status and state (done, current, upcoming, cancelled). */
export const timeline = (scope: Locator | Page) =>
  scope
    .getByTestId('timeline-step')
    .evaluateAll((steps) => steps.map((s) => `${s.getAttribute('data-status')}:${s.getAttribute('data-state')}`));

export const toastText = (page: Page) => page.getByTestId('toasts').textContent();
