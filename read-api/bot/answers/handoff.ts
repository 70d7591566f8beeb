import { GUEST } from '../contract';
import { folded } from './search-words';
import { answer, say, type AnswerDeps, type Question } from './shared';

// "Quiero hablar con una persona": the bot asks for the message to pass on (and, from a guest, a way
// to reach them), then the next turn is that message, left for staff through the hand-off port with
// the conversation so far. An empty answer or "cancelar"/"cancel" leaves nothing.

const CANCEL = new Set(['cancelar', 'cancela', 'cancel', 'no', 'nada', 'olvidalo', 'never mind', 'nevermind', 'stop']);

export function askForMessage(q: Question) {
  const guest = q.asker.userId === GUEST;
  const reply = say(
    q.replyIn,
    `Claro. Escribe el mensaje que quieres que le pase al equipo${guest ? ' e incluye un correo o teléfono para que puedan responderte' : ''}. Si prefieres no hacerlo, escribe «cancelar».`,
    `Of course. Write the message you want me to pass to the team${guest ? ', with an email or phone number so they can reply' : ''}. If you would rather not, write "cancel".`,
  );
  return answer(q, 'handoff', reply, {
    suggestions: [say(q.replyIn, 'Cancelar', 'Cancel')],
    context: { awaiting: 'handoff' },
  });
}

/** The turn after the bot asked: the text is the message for staff, unless it cancels. */
export async function passOn(q: Question, deps: AnswerDeps) {
  const message = q.text.trim();
  if (
    !message ||
    CANCEL.has(
      folded(message)
        .replace(/[.!¡¿?]/g, '')
        .trim(),
    )
  )
    return answer(
      q,
      'handoff',
      say(
        q.replyIn,
        'De acuerdo, no envié nada. ¿En qué más te ayudo?',
        'All right, nothing was sent. What else can I do for you?',
      ),
    );
  try {
    await deps.handOff({ asker: q.asker, sessionId: q.sessionId, lang: q.replyIn, message, transcript: q.history });
  } catch {
    // Not passed on: say so, and keep waiting for the message so a retry sends it.
    return answer(
      q,
      'handoff',
      say(
        q.replyIn,
        'Lo siento, tuve un problema al procesar tu mensaje. Por favor, intenta de nuevo más tarde.',
        'Sorry, I had a problem processing your message. Please try again later.',
      ),
      { context: { awaiting: 'handoff' } },
    );
  }
  return answer(
    q,
    'handoff',
    say(
      q.replyIn,
      'He pasado tu mensaje al equipo. Una persona lo revisará y te responderá lo antes posible.',
      'I have passed your message to the team. A person will read it and get back to you as soon as possible.',
    ),
  );
}
