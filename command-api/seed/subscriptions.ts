import { v5 as uuidv5 } from 'uuid';
import { weekdayOf } from '../../domain/delivery';
import { addDays } from '../../domain/shared/dates';
import { subscriptionDecider, subscriptionStream, type SubscriptionCommand } from '../../domain/subscriptions';
import { demoUserId } from './users';
import type { CommandBody, CommandContext, CommandHandler } from '../../application/handler';
import { unlessRefused } from './inventory';
import { deliveryZones, offeredPlan, shopToday } from '../../application/shop-facts';

// The demo shop's subscriptions (FLORA_SEED_DEMO=1): the demo client's weekly flowers, active, and a
// biweekly one paused, so the client's screens, the staff's list and its run sheet have something to
// show; the worker's scheduler then makes their next deliveries. Fixed ids (UUIDv5 of a name): a
// restart adds nothing twice.

const NAMESPACE = 'c2f4a1d0-7b3e-4c55-9e61-0f2d8a7b6c19';
const demoId = (name: string) => uuidv5(name, NAMESPACE);
const CLIENT = { userId: demoUserId('client@flora.test'), roles: ['client'] };

const DEMO = [
  { key: 'semanal-casa', planId: 'weekly', zipCode: '33131', street: '1200 Brickell Ave, Apt 5', pause: false },
  { key: 'quincenal-playa', planId: 'biweekly', zipCode: '33139', street: '1500 Ocean Dr', pause: true },
];

const context = (key: string): CommandContext => {
  const commandId = demoId(key);
  return { commandId, correlationId: commandId, actor: CLIENT, deviceId: 'demo-seed' };
};

export async function seedDemoSubscriptions(handler: CommandHandler, now = new Date()) {
  const [today, zones] = await Promise.all([shopToday(handler, now), deliveryZones(handler)]);
  // Tomorrow's weekday (Monday after a Saturday): the first delivery is within the scheduler's reach.
  const tomorrow = addDays(today, weekdayOf(today) === 6 ? 2 : 1);
  let added = 0;
  for (const demo of DEMO) {
    const subscriptionId = demoId(`subscription:${demo.key}`);
    const streamId = subscriptionStream(subscriptionId);
    if ((await handler.load(subscriptionDecider, streamId)).revision >= 0n) continue;
    const data = {
      subscriptionId,
      customerId: CLIENT.userId,
      plan: await offeredPlan(handler, demo.planId),
      deliveryAddress: { name: 'Casa', street: demo.street, city: 'Miami', state: 'FL', zipCode: demo.zipCode },
      recipientPhone: '+1 305 555 0101',
      zones,
      preferredDay: weekdayOf(tomorrow),
      startDate: today,
      notes: 'Flores de temporada; dejar con el portero.',
      today,
    };
    const subscribe: CommandBody<SubscriptionCommand> = { type: 'Subscribe', data };
    if (!(await unlessRefused(() => handler.handle(subscriptionDecider, streamId, subscribe, context(demo.key)))))
      continue;
    added++;
    if (demo.pause) {
      const pause: CommandBody<SubscriptionCommand> = {
        type: 'PauseSubscription',
        data: { subscriptionId, until: addDays(today, 21), today },
      };
      await unlessRefused(() => handler.handle(subscriptionDecider, streamId, pause, context(`${demo.key}:pause`)));
    }
  }
  return { subscriptions: added };
}
