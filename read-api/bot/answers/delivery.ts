import { DELIVERY_RULES, nextDeliveryDate, shopClockAt, zoneForZip, type DeliveryZone } from '../../../domain/delivery';
import { toPesos } from '../../../domain/shared';
import { shopTimeZone } from '../../shared/shop-settings';
import type { BotLang } from '../contract';
import { deliveryRulesView } from '../../delivery';
import { activeZones } from '../queries/lookups';
import { folded } from './search-words';
import { answer, dayInWords, listInWords, moneyFormat, say, type AnswerDeps, type Question } from './shared';

// Zones, fees, days and the same-day cutoff, from the zones the admin keeps (the zone book) and the
// delivery rules every order follows. A zip code in the question gets its zone, or a plain "no".

const ZIP_IN_TEXT = /\b(\d{5})(?:-\d{4})?\b/;

const daysInWords = new Map<BotLang, string>();
/** The delivery weekdays in words ("lunes, martes… y sábado"): the rules are constants, so once per language. */
export function deliveryDaysInWords(lang: BotLang): string {
  let words = daysInWords.get(lang);
  if (words === undefined) {
    const names = new Intl.DateTimeFormat(lang === 'es' ? 'es-MX' : 'en-US', { weekday: 'long', timeZone: 'UTC' });
    // 2024-01-01 was a Monday: ISO weekday d is January d.
    const days = DELIVERY_RULES.deliveryWeekdays.map((d) => names.format(new Date(Date.UTC(2024, 0, d))));
    daysInWords.set(lang, (words = listInWords(days, lang)));
  }
  return words;
}

/**
 * "Días de entrega: lunes… y sábado. Los pedidos para el mismo día, hasta las 14:00…" from the rules,
 * and the first day an order placed now can arrive (the shop's clock, as checkout judges it).
 */
export async function deliveryRulesInWords(lang: BotLang, deps: AnswerDeps): Promise<string> {
  const [money, timeZone] = await Promise.all([moneyFormat(deps.store), shopTimeZone(deps.store)]);
  const rules = deliveryRulesView(timeZone);
  const next = dayInWords(nextDeliveryDate(shopClockAt(deps.now(), timeZone)), lang);
  return say(
    lang,
    `Días de entrega: ${deliveryDaysInWords('es')}. Los pedidos para el mismo día se reciben hasta las ${rules.cutoffTime} (hora de la tienda, ${timeZone}); un pedido hecho ahora puede llegar desde el ${next}. Pedido mínimo: ${money(rules.minimumOrder)}.`,
    `Delivery days: ${deliveryDaysInWords('en')}. Same-day orders are taken until ${rules.cutoffTime} (shop time, ${timeZone}); an order placed now can arrive from ${next}. Minimum order: ${money(rules.minimumOrder)}.`,
  );
}

function zoneLine(z: DeliveryZone, lang: BotLang, money: (n: number) => string) {
  const fee = money(toPesos(z.baseFeeCents));
  return say(
    lang,
    `• ${z.name}: envío ${fee}, unos ${z.estimatedDeliveryTime} min (CP ${z.zipCodes.join(', ')})`,
    `• ${z.name}: delivery ${fee}, about ${z.estimatedDeliveryTime} min (zip ${z.zipCodes.join(', ')})`,
  );
}

export async function answerZones(q: Question, deps: AnswerDeps) {
  const { replyIn: lang } = q;
  const [zones, money, rules] = await Promise.all([
    activeZones(deps.store),
    moneyFormat(deps.store),
    deliveryRulesInWords(lang, deps),
  ]);
  const zip = ZIP_IN_TEXT.exec(q.text)?.[1];
  if (zip) {
    const zone = zoneForZip(zip, zones);
    const names = listInWords(
      zones.map((z) => z.name),
      lang,
    );
    const reply = zone
      ? say(
          lang,
          `Sí, entregamos en el ${zip} (zona ${zone.name}): envío ${money(toPesos(zone.baseFeeCents))}, unos ${zone.estimatedDeliveryTime} min desde que sale de la tienda. ${rules}`,
          `Yes, we deliver to ${zip} (${zone.name} zone): delivery ${money(toPesos(zone.baseFeeCents))}, about ${zone.estimatedDeliveryTime} min from leaving the shop. ${rules}`,
        )
      : say(
          lang,
          `Lo siento, no entregamos en el ${zip}. Entregamos en ${names}.`,
          `Sorry, we do not deliver to ${zip}. We deliver to ${names}.`,
        );
    return answer(q, 'delivery.zones', reply);
  }
  // A zone named in the question ("¿envían a Miami Beach?"): that one.
  const named = zones.find((z) => folded(q.text).includes(folded(z.name)));
  if (named) {
    const reply = say(lang, `Sí, entregamos en ${named.name}:`, `Yes, we deliver to ${named.name}:`);
    return answer(q, 'delivery.zones', `${reply}\n${zoneLine(named, lang, money)}\n${rules}`);
  }
  if (zones.length === 0)
    return answer(
      q,
      'delivery.zones',
      say(lang, 'Ahora mismo no tenemos zonas de entrega activas.', 'We have no active delivery zones right now.'),
    );
  const lines = zones.map((z) => zoneLine(z, lang, money)).join('\n');
  const reply = say(
    lang,
    `Entregamos en estas zonas:\n${lines}\n${rules}`,
    `We deliver to these zones:\n${lines}\n${rules}`,
  );
  return answer(q, 'delivery.zones', reply);
}
