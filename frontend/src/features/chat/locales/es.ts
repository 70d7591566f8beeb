// Flora Bot's widget (issue 22), Spanish first. The bot's own answers come from the server in the
// conversation's language; these are the panel's texts and the messages the widget writes itself.
export const es = {
  open: 'Abrir Flora Bot',
  title: 'Flora Bot',
  subtitle: 'Asistente de la florería',
  close: 'Cerrar el chat',
  reset: 'Reiniciar',
  resetTitle: 'Reiniciar conversación',
  resetConfirm: '¿Quieres reiniciar la conversación? Se borrará todo el historial del chat.',
  resetAction: 'Reiniciar',
  placeholder: 'Escribe tu mensaje…',
  send: 'Enviar',
  typing: 'Flora Bot está escribiendo…',
  messages: 'Conversación con Flora Bot',
  you: 'Tú',
  suggestions: 'Sugerencias',
  voice: 'Dictar por voz',
  voiceStop: 'Detener el dictado',
  voiceUnsupported: 'La entrada de voz no es compatible con tu navegador.',
  voiceFailed: 'No se pudo usar el micrófono.',
  welcome:
    '¡Hola! Soy Flora Bot. Puedo ayudarte a encontrar flores, ver el estado de tu pedido, las zonas de entrega y las suscripciones. ¿En qué te ayudo?',
  failure: 'Lo siento, tuve un problema al procesar tu mensaje. Por favor, intenta de nuevo más tarde.',
};
