import { v5 as uuidv5 } from 'uuid';
import { deliveryDayAfter, shopClockAt } from '../../domain/delivery';
import { orderDecider, orderStream, type PlaceOrderBody } from '../../domain/orders';
import { SETTINGS_STREAM, settingsDecider } from '../../domain/settings';
import { demoUserId } from './users';
import type { CommandContext, CommandHandler } from '../../application/handler';
import { demoProductId, unlessRefused } from './inventory';
import { cancelling } from '../orders/cancelling';
import { orderToPlace } from '../orders/order-to-place';
import { sendUnkeyed } from '../send-command';

// The demo shop's online orders (FLORA_SEED_DEMO=1), after the demo inventory: the demo client's
// orders at each step of the queue, so the storefront, the client's dashboard, tracking and the
// warehouse's queue have something to show. Ids and command ids are fixed (UUIDv5 of a name): a
// restart adds nothing twice and takes no new number. Each is placed as the shop places any order
// (one command: its number and its units with it), and the cancelled one puts its units back so.

const DEMO_ORDERS_NAMESPACE = '8e0c2b57-41d9-4f3a-9a6b-5c7d1e2f3a4b';
const demoId = (name: string) => uuidv5(name, DEMO_ORDERS_NAMESPACE);
export const demoOrderId = (key: string) => demoId(`order:${key}`);
const CLIENT = { userId: demoUserId('client@flora.test'), roles: ['client'] };
const WAREHOUSE = { userId: demoUserId('warehouse@flora.test'), roles: ['warehouse'] };

type Step = 'ConfirmOrder' | 'PrepareOrder' | 'MarkOrderReady';
interface DemoOrder {
  key: string;
  lines: [sku: string, quantity: number][];
  zipCode: string;
  recipient: string;
  card: string;
  steps: Step[];
  cancel?: string;
  /** Delivery days after the first possible one. */
  later: number;
}

const DEMO_ORDERS: DemoOrder[] = [
  {
    key: 'cumple-ana',
    lines: [
      ['ROS-001', 1],
      ['TUL-001', 1],
    ],
    zipCode: '33131',
    recipient: 'Ana Martínez',
    card: '¡Feliz cumpleaños, Ana!',
    steps: [],
    later: 1,
  },
  {
    key: 'aniversario',
    lines: [['ORQ-001', 1]],
    zipCode: '33139',
    recipient: 'Laura Gómez',
    card: 'Feliz aniversario, mi amor',
    steps: ['ConfirmOrder'],
    later: 1,
  },
  {
    key: 'oficina',
    lines: [['GIR-001', 4]],
    zipCode: '33132',
    recipient: 'Carlos Ruiz',
    card: 'Para alegrar la oficina',
    steps: ['ConfirmOrder', 'PrepareOrder'],
    later: 0,
  },
  {
    key: 'mama',
    lines: [['ROS-003', 2]],
    zipCode: '33131',
    recipient: 'Rosa Pérez',
    card: 'Te quiero, mamá',
    steps: ['ConfirmOrder', 'PrepareOrder', 'MarkOrderReady'],
    later: 0,
  },
  {
    key: 'cancelado',
    lines: [['TUL-001', 2]],
    zipCode: '33140',
    recipient: 'Marta Díaz',
    card: '',
    steps: [],
    cancel: 'El cliente cambió la fecha del evento',
    later: 2,
  },
];

const context = (commandId: string, actor: CommandContext['actor']): CommandContext => ({
  commandId,
  correlationId: commandId,
  actor,
  deviceId: 'demo-seed',
});

export async function seedDemoOrders(handler: CommandHandler, now = new Date()): Promise<{ orders: number }> {
  const clock = shopClockAt(now, (await handler.load(settingsDecider, SETTINGS_STREAM)).state.timeZone);
  let added = 0;
  for (const demo of DEMO_ORDERS) {
    const orderId = demoOrderId(demo.key);
    const streamId = orderStream(orderId);
    if ((await handler.load(orderDecider, streamId)).revision >= 0n) continue;
    const placing = context(demoId(`place:${demo.key}`), CLIENT);
    const body: PlaceOrderBody = {
      items: demo.lines.map(([sku, quantity]) => ({ productId: demoProductId(sku), quantity })),
      deliveryAddress: {
        name: 'Casa',
        street: '1200 Brickell Ave, Apt 5',
        city: 'Miami',
        state: 'FL',
        zipCode: demo.zipCode,
      },
      deliveryDate: deliveryDayAfter(clock, demo.later),
      recipientName: demo.recipient,
      recipientPhone: '+1 305 555 0101',
      cardMessage: demo.card,
    };
    const placed = await orderToPlace(handler, { ...body, orderId }, placing, now);
    // Refused (short of stock after the staff's own changes): nothing to show for it, no number spent.
    if (!(await unlessRefused(() => sendUnkeyed(handler, placed, placing)))) continue;
    added++;
    for (const [i, type] of demo.steps.entries())
      await unlessRefused(() =>
        handler.handle(
          orderDecider,
          streamId,
          { type, data: { orderId } },
          context(demoId(`${demo.key}:${i}`), WAREHOUSE),
        ),
      );
    if (!demo.cancel) continue;
    const { state } = await handler.load(orderDecider, streamId);
    if (state.status === 'absent') continue;
    const cancel = cancelling(state, demo.cancel);
    const by = context(demoId(`${demo.key}:${demo.steps.length}`), WAREHOUSE);
    await unlessRefused(() => sendUnkeyed(handler, cancel, by));
  }
  return { orders: added };
}
