import { answer, say, type AnswerDeps, type Question } from './shared';
import { deliveryRulesInWords } from './delivery';

// Opening hours: the shop keeps none (no setting holds them), so the bot says so and answers with
// what it does know — the delivery days and the same-day cutoff — rather than inventing hours.
// Help: what the bot can do.

export async function answerHours(q: Question, deps: AnswerDeps) {
  const { replyIn: lang } = q;
  const rules = await deliveryRulesInWords(lang, deps);
  const reply = say(
    lang,
    `No tengo guardado el horario de atención de la tienda. Lo que sí te puedo decir: ${rules} Si quieres, paso tu pregunta a una persona del equipo.`,
    `I do not have the shop's opening hours on record. What I can tell you: ${rules} If you like, I can pass your question to a person on the team.`,
  );
  const suggestions = say(lang, 'Hablar con una persona', 'Talk to a person');
  return answer(q, 'shop.hours', reply, {
    suggestions: [suggestions, say(lang, 'Zonas de entrega', 'Delivery zones')],
  });
}

export function answerHelp(q: Question) {
  const reply = say(
    q.replyIn,
    'Puedo ayudarte con:\n• Buscar productos del catálogo, con precio y disponibilidad\n• El estado de tus pedidos (con tu sesión iniciada)\n• Zonas, costos y días de entrega\n• Planes de suscripción\n• Pasar tu mensaje a una persona del equipo',
    'I can help you with:\n• Finding products in the catalog, with price and availability\n• The status of your orders (when signed in)\n• Delivery zones, fees and days\n• Subscription plans\n• Passing your message to a person on the team',
  );
  return answer(q, 'help', reply);
}
