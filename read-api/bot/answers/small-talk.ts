import { answer, say, type Question } from './shared';

// Greetings, thanks, goodbyes and what the bot did not understand: short replies, with the
// suggestions of what it can answer.

export const answerGreeting = (q: Question) =>
  answer(
    q,
    'greeting',
    say(
      q.replyIn,
      '¡Hola! Soy Flora-Bot. Puedo buscar flores en el catálogo, decirte cómo va tu pedido y contarte de entregas y suscripciones. ¿En qué te ayudo?',
      'Hi! I am Flora-Bot. I can find flowers in the catalog, tell you how your order is doing, and tell you about delivery and subscriptions. How can I help?',
    ),
  );

export const answerThanks = (q: Question) =>
  answer(
    q,
    'thanks',
    say(q.replyIn, '¡Con gusto! ¿Algo más en lo que te ayude?', 'You are welcome! Anything else I can help with?'),
  );

export const answerGoodbye = (q: Question) =>
  answer(
    q,
    'goodbye',
    say(q.replyIn, '¡Hasta pronto! Aquí estaré si me necesitas.', 'Goodbye! I am here if you need me.'),
  );

export const answerNotUnderstood = (q: Question) =>
  answer(
    q,
    'None',
    say(
      q.replyIn,
      'No estoy seguro de haberte entendido. Prueba con una de estas preguntas o pide hablar con una persona.',
      'I am not sure I understood. Try one of these questions, or ask to talk to a person.',
    ),
  );
