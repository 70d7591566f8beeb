import type { es } from './es';

// Flora Bot's widget in English (the same keys as es.ts); the failure and reset texts are spec 8's and 5's.
export const en: typeof es = {
  open: 'Open Flora Bot',
  title: 'Flora Bot',
  subtitle: "The flower shop's assistant",
  close: 'Close the chat',
  reset: 'Reset',
  resetTitle: 'Reset conversation',
  resetConfirm: 'Do you want to reset the conversation? This will clear all chat history.',
  resetAction: 'Reset',
  placeholder: 'Type your message…',
  send: 'Send',
  typing: 'Flora Bot is typing…',
  messages: 'Conversation with Flora Bot',
  you: 'You',
  suggestions: 'Suggestions',
  voice: 'Dictate',
  voiceStop: 'Stop dictating',
  voiceUnsupported: 'Voice input is not supported in your browser.',
  voiceFailed: 'The microphone could not be used.',
  welcome:
    "Hi! I'm Flora Bot. I can help you find flowers, check your order's status, delivery zones and subscriptions. How can I help?",
  failure: 'Sorry, I had a problem processing your message. Please try again later.',
};
