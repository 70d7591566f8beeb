import type { Browser, Locator, Page } from 'playwright-core';
import { shopClockAt, weekdayOf } from '../../domain/delivery';
import { addDays } from '../../domain/shared/dates';
import { deliveredOn, firstCycleDay } from '../../domain/subscriptions';
import type { Opened } from './inventory-steps';
import { newPhone } from './support/browser';
import { typeDay } from './support/day-field';

// What the subscriptions browser test shares: the shop's calendar (the server's days are Miami's,
// whatever this machine's zone), the first delivery the schedule gives, days as the screens word
// them, and the screens' parts as a person finds them.

/** Spec 1: the shop is in Miami; its days are the ones the server judges "past" and "next" by. */
const SHOP_TIME_ZONE = 'America/New_York';
export const shopToday = () => shopClockAt(new Date(), SHOP_TIME_ZONE).today;

/** A start two days ahead and a weekday three after it: the first delivery falls within the next two weeks. */
export function schedulePlan(): { start: string; weekday: number; first: string } {
  const start = addDays(shopToday(), 2);
  const later = weekdayOf(addDays(start, 3));
  const weekday = later === 7 ? 1 : later;
  return { start, weekday, first: deliveredOn(firstCycleDay(start, weekday)) };
}

const longDay = new Intl.DateTimeFormat('es-MX', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const shortDay = new Intl.DateTimeFormat('es-MX', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
/** '2026-05-22' → 'viernes, 22 de mayo', as the subscription's page says it. */
export const spokenDay = (day: string) => longDay.format(new Date(`${day}T12:00:00Z`));
/** '2026-05-22' → 'vie, 22 may', as the staff's table says it. */
export const tableDay = (day: string) => shortDay.format(new Date(`${day}T12:00:00Z`));

export const detail = (page: Page): Locator => page.getByTestId('subscription-detail');
export const statusOfDetail = (page: Page) => detail(page).getAttribute('data-status');
export const dialog = (page: Page, name: string): Locator => page.getByRole('dialog', { name });
export const toastText = (page: Page) => page.getByTestId('toasts').textContent();

/** The subscription's page's action (the chips above its facts). */
export const action = (page: Page, name: string) =>
  page.getByTestId('subscription-actions').getByRole('button', { name, exact: true });

export interface NewAddress {
  place: string;
  street: string;
  zipCode: string;
  phone: string;
  notes: string;
}

/** The subscribe form's address, first day, weekday and notes (the plan is chosen on its card). */
export async function fillSubscription(page: Page, a: NewAddress, start: string, weekday: number): Promise<void> {
  const form = page.getByTestId('subscribe-form');
  await form.getByLabel('Nombre del lugar').fill(a.place);
  await form.getByLabel('Calle y número').fill(a.street);
  await form.getByLabel('Código postal').fill(a.zipCode);
  await form.getByLabel('Teléfono (opcional)').fill(a.phone);
  await typeDay(form.getByLabel('Fecha de inicio'), start);
  await form.getByLabel('Día de entrega').selectOption(String(weekday));
  await form.getByLabel('Notas').fill(a.notes);
}

/** A phone signed in through the login form as someone who is not a demo user. */
export async function phoneAs(browser: Browser, base: string, path: string, email: string, password: string) {
  const opened: Opened = await newPhone(browser, base);
  await opened.page.goto(path);
  await opened.page.getByLabel('Correo electrónico').fill(email);
  await opened.page.getByLabel('Contraseña', { exact: true }).fill(password);
  await opened.page.getByRole('button', { name: 'Entrar' }).click();
  await opened.page.waitForURL((url) => url.pathname === new URL(path, base).pathname);
  return opened;
}
