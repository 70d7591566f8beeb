import { randomInt } from 'node:crypto';
import type { CommandContext, CommandHandler } from '../../application/handler';
import { shopClockAt, ZONE_BOOK_STREAM, zoneBookDecider } from '../../domain/delivery';
import { TRACKING_ALPHABET, TRACKING_CODE_LENGTH, type PlaceOrderBody } from '../../domain/orders';
import { SETTINGS_STREAM, settingsDecider } from '../../domain/settings';
import type { CommandsToSend } from '../send-command';
import { placing } from './placing';

// What placing an order reads before its one command (placing.ts): the shop's zone (its day and
// minute, whose year names the numbering stream), the delivery zones as the admin keeps them, and a
// tracking code. These are only read, never written by the order: they stay out of its transaction.

/** Spec: random, unambiguous letters and digits, never sequential (crypto, not Math.random). */
export const drawTrackingCode = () =>
  Array.from({ length: TRACKING_CODE_LENGTH }, () => TRACKING_ALPHABET[randomInt(TRACKING_ALPHABET.length)]).join('');

export async function orderToPlace(
  handler: CommandHandler,
  body: PlaceOrderBody & { orderId: string },
  context: CommandContext,
  now: Date,
): Promise<CommandsToSend> {
  const [{ state: settings }, { state: book }] = await Promise.all([
    handler.load(settingsDecider, SETTINGS_STREAM),
    handler.load(zoneBookDecider, ZONE_BOOK_STREAM),
  ]);
  const clock = shopClockAt(now, settings.timeZone);
  const order = {
    ...body,
    trackingCode: drawTrackingCode(),
    customerId: context.actor.userId,
    clock,
    zones: book.zones,
  };
  return placing(order, Number(clock.today.slice(0, 4)));
}
