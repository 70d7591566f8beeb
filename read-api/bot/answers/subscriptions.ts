import { shopSettings } from '../../shared/shop-settings';
import { listPlans } from '../../subscriptions';
import { folded } from './search-words';
import { answer, moneyFormat, say, type AnswerDeps, type Question } from './shared';

// The plans the shop offers now (the plan book, as the plans page lists them), with their price per
// delivery; none when the admin has switched subscriptions off (enableSubscriptions).

/**
 * A message naming plans or subscriptions ("suscribirme", "subscribe") asks about them, however it is
 * worded: to the classifier "what plans do you have?" reads like "what flowers do you have?" and got
 * the catalogue (issue 43).
 */
const PLAN_WORDS = /\b(plan|planes|plans|suscri\w*|subscri\w*)\b/;
export const namesPlans = (text: string) => PLAN_WORDS.test(folded(text));

const CADENCE = {
  es: { weekly: 'cada semana', biweekly: 'cada dos semanas', monthly: 'cada mes' },
  en: { weekly: 'every week', biweekly: 'every two weeks', monthly: 'every month' },
} as const;

export async function answerPlans(q: Question, deps: AnswerDeps) {
  const { replyIn: lang } = q;
  const settings = await shopSettings(deps.store);
  if (!settings.system.flags.enableSubscriptions)
    return answer(
      q,
      'subscription.plans',
      say(lang, 'Por ahora no ofrecemos suscripciones.', 'We do not offer subscriptions at the moment.'),
    );
  const [{ items }, money] = await Promise.all([listPlans(deps.db, false), moneyFormat(deps.store)]);
  if (items.length === 0)
    return answer(
      q,
      'subscription.plans',
      say(lang, 'Ahora mismo no hay planes de suscripción abiertos.', 'No subscription plans are open right now.'),
    );
  const lines = items
    .map((p) =>
      say(
        lang,
        `• ${p.name}: ${money(p.price)} por entrega, ${CADENCE.es[p.frequency]}`,
        `• ${p.name}: ${money(p.price)} per delivery, ${CADENCE.en[p.frequency]}`,
      ),
    )
    .join('\n');
  const reply = say(
    lang,
    `Estos son nuestros planes de suscripción:\n${lines}`,
    `These are our subscription plans:\n${lines}`,
  );
  return answer(q, 'subscription.plans', reply, {
    actions: [
      {
        type: 'subscription',
        label: say(lang, 'Ver planes', 'See the plans'),
        data: { navigate: '/subscription/plans' },
      },
    ],
  });
}
