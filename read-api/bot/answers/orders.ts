import { shopClockAt } from '../../../domain/delivery';
import { isTrackingCode, ORDER_STATUS_LABELS, type OrderStatus } from '../../../domain/orders';
import { toPesos } from '../../../domain/shared';
import { shopTimeZone } from '../../shared/shop-settings';
import { GUEST, type BotLang, type ChatAction } from '../contract';
import { ownOrders, type OwnOrderRow } from '../queries/lookups';
import { answer, dayInWords, moneyFormat, say, type AnswerDeps, type Question } from './shared';

// "¿Dónde está mi pedido P-2026-0003?": only ever the asker's own orders. A number or tracking code
// that is someone else's reads exactly as one that does not exist ("not among your orders"), so
// the bot never confirms another customer's order exists. A guest is asked to sign in.

/** The statuses in words, per language (Spanish: the app's badges, issue 14). */
export const STATUS_WORDS: Record<BotLang, Record<OrderStatus, string>> = {
  es: ORDER_STATUS_LABELS,
  en: {
    pending: 'Pending',
    confirmed: 'Confirmed',
    preparing: 'Being prepared',
    ready: 'Ready',
    out_for_delivery: 'Out for delivery',
    delivered: 'Delivered',
    cancelled: 'Cancelled',
  },
};

/** How many of their orders a customer who names none is shown. */
export const LATEST_ORDERS = 3;

export const ORDER_NUMBER_IN_TEXT = /\bP-?(\d{4})-(\d{4,8})\b/i;

/** An order number (P-2026-0001) or a tracking code the text holds. */
export function orderReference(text: string): string | undefined {
  const number = ORDER_NUMBER_IN_TEXT.exec(text);
  if (number) return `P-${number[1]}-${number[2]}`;
  // A tracking code: twelve letters and digits of its alphabet; all letters only if typed in capitals
  // (a twelve-letter word typed in lower case is a word).
  return text
    .split(/[^A-Za-z0-9]+/)
    .find((w) => isTrackingCode(w.toUpperCase()) && (/\d/.test(w) || w === w.toUpperCase()))
    ?.toUpperCase();
}

const orderAction = (row: OwnOrderRow, lang: BotLang): ChatAction => ({
  type: 'order',
  label: say(lang, `Ver pedido ${row.order_number}`, `View order ${row.order_number}`),
  data: { orderId: row.id },
});

export async function answerOrder(q: Question, deps: AnswerDeps) {
  const { replyIn: lang } = q;
  if (q.asker.userId === GUEST) {
    const reply = say(
      lang,
      'Para consultar tus pedidos necesito que inicies sesión. Después vuelve a preguntarme.',
      'To check your orders, please sign in first. Then ask me again.',
    );
    const signIn: ChatAction = {
      type: 'link',
      label: say(lang, 'Iniciar sesión', 'Sign in'),
      data: { url: '/auth/login?redirect=/profile/orders' },
    };
    return answer(q, 'order.status', reply, { actions: [signIn] });
  }
  const [money, timeZone] = await Promise.all([moneyFormat(deps.store), shopTimeZone(deps.store)]);
  const status = (row: OwnOrderRow) => STATUS_WORDS[lang][row.status];
  const reference = orderReference(q.text);
  const own = ownOrders(deps.db, q.asker);
  let row: OwnOrderRow | undefined;
  if (reference)
    row = await own
      .where((eb) => eb.or([eb('o.order_number', '=', reference), eb('o.tracking_code', '=', reference)]))
      .executeTakeFirst();
  else if (q.context.orderId) row = await own.where('o.id', '=', q.context.orderId).executeTakeFirst();
  else {
    const latest = await own.orderBy('o.placed_at', 'desc').orderBy('o.id').limit(LATEST_ORDERS).execute();
    if (latest.length === 0)
      return answer(q, 'order.status', say(lang, 'Aún no tienes pedidos.', 'You have no orders yet.'));
    const lines = latest.map((r) => `• ${r.order_number}: ${status(r)}, ${money(toPesos(r.total_cents))}`);
    const reply = say(
      lang,
      `Tus últimos pedidos:\n${lines.join('\n')}\nDime el número de uno para ver su detalle.`,
      `Your latest orders:\n${lines.join('\n')}\nTell me one's number to see its details.`,
    );
    return answer(q, 'order.status', reply, { actions: latest.map((r) => orderAction(r, lang)) });
  }
  if (!row) {
    const reply = say(
      lang,
      'No encontré ese pedido entre los tuyos. Revisa el número (tiene la forma P-AAAA-NNNN) o el código de seguimiento.',
      'I could not find that order among yours. Please check the number (it looks like P-YYYY-NNNN) or the tracking code.',
    );
    return answer(q, 'order.status', reply, { context: { orderId: undefined } });
  }
  const placed = dayInWords(shopClockAt(row.placed_at, timeZone).today, lang);
  const total = money(toPesos(row.total_cents));
  const delivery =
    row.status === 'cancelled'
      ? ''
      : row.status === 'delivered'
        ? say(lang, ` Era para el ${dayInWords(row.day, lang)}.`, ` It was due on ${dayInWords(row.day, lang)}.`)
        : say(
            lang,
            ` La entrega está prevista para el ${dayInWords(row.day, lang)}.`,
            ` Delivery is expected on ${dayInWords(row.day, lang)}.`,
          );
  const reply = say(
    lang,
    `Tu pedido ${row.order_number} está: ${status(row)}. Lo hiciste el ${placed}.${delivery} Total: ${total}.`,
    `Your order ${row.order_number} is: ${status(row)}. You placed it on ${placed}.${delivery} Total: ${total}.`,
  );
  return answer(q, 'order.status', reply, { actions: [orderAction(row, lang)], context: { orderId: row.id } });
}
