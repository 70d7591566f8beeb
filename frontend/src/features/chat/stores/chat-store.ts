import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { uuid } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { askBot, resetBot } from '../api/commands';
import { DEFAULT_BOT_LANG, isBotLang, type BotLang, type ChatContext } from '@domain/bot';
import { replyParts, type ChatMessage } from '../lib/reply';
import { newSessionId } from '../lib/session';
import '../locales/register';

// Spec 4 "Chat panel" and 5 "Chat": the conversation of this tab. Kept in sessionStorage so a page
// change or a reload keeps it, and tied to who holds it (the user id or guest): a sign-in or sign-out
// on a shared computer never shows one person's conversation (their orders) to the next.

/** Enough for a long conversation; the oldest lines go first so sessionStorage stays small. */
const KEPT_MESSAGES = 100;

interface ChatState {
  open: boolean;
  /** Whose conversation this is: the signed-in user's id, or guest. */
  owner: string | null;
  messages: ChatMessage[];
  sessionId: string | null;
  context: ChatContext;
  lang: BotLang;
  loading: boolean;
  setOpen: (open: boolean) => void;
  toggle: () => void;
  /** Starts afresh when the person at the screen changed since the conversation was kept. */
  heldBy: (owner: string) => void;
  send: (text: string) => Promise<void>;
  /** After the confirmation: clears history and context, tells the bot, new session, welcome again. */
  reset: () => Promise<void>;
}

/** A message the widget writes itself (welcome, failure), in the conversation's language. */
const botLine = (key: 'welcome' | 'failure', lang: BotLang): ChatMessage => ({
  id: uuid(),
  text: i18n.t(`chat.${key}`, { lng: lang }),
  isUser: false,
  timestamp: new Date().toISOString(),
});

const kept = (messages: ChatMessage[]) => messages.slice(-KEPT_MESSAGES);

export const useChatStore = create<ChatState>()(
  persist(
    (set, get) => {
      /** Spec 4: the first opening with an empty history starts a session and says welcome. */
      const started = () => {
        const s = get();
        if (s.messages.length === 0) set({ sessionId: newSessionId(), messages: [botLine('welcome', s.lang)] });
        else if (!s.sessionId) set({ sessionId: newSessionId() });
      };
      const add = (message: ChatMessage) => set((s) => ({ messages: kept([...s.messages, message]) }));
      return {
        open: false,
        owner: null,
        messages: [],
        sessionId: null,
        context: {},
        lang: DEFAULT_BOT_LANG,
        loading: false,
        setOpen: (open) => {
          if (open) started();
          set({ open });
        },
        toggle: () => get().setOpen(!get().open),
        heldBy: (owner) => {
          const s = get();
          if (s.owner === owner) return;
          set({ owner, messages: [], context: {}, sessionId: null, lang: DEFAULT_BOT_LANG, loading: false });
          if (s.open) started();
        },
        send: async (raw) => {
          const text = raw.trim();
          // Spec 5: a message empty after trimming is not sent; none is sent while loading.
          if (!text || get().loading) return;
          started();
          const { sessionId, lang, context } = get();
          if (!sessionId) return;
          add({ id: uuid(), text, isUser: true, timestamp: new Date().toISOString() });
          set({ loading: true });
          try {
            const reply = await askBot({ text, sessionId, lang, context });
            // A reset while waiting started another conversation: this answer belongs to none shown.
            if (get().sessionId !== sessionId) return;
            // Spec 5: the reply's language is adopted only if it is en or es.
            const nextLang = isBotLang(reply.lang) ? reply.lang : get().lang;
            const { text: answer, suggestions, actions } = replyParts(reply);
            set({ lang: nextLang, context: reply.context && typeof reply.context === 'object' ? reply.context : {} });
            add({ id: uuid(), text: answer, isUser: false, timestamp: new Date().toISOString(), suggestions, actions });
          } catch {
            if (get().sessionId === sessionId) add(botLine('failure', get().lang));
          } finally {
            if (get().sessionId === sessionId) set({ loading: false });
          }
        },
        reset: async () => {
          const { sessionId, lang } = get();
          set({ messages: [], context: {}, loading: false, sessionId: newSessionId() });
          set({ messages: [botLine('welcome', lang)] });
          // The server forgets its copy; the screen is already fresh whatever it answers.
          if (sessionId) await resetBot(sessionId).catch(() => undefined);
        },
      };
    },
    {
      name: 'flora.chat',
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ owner, messages, sessionId, context, lang }) => ({ owner, messages, sessionId, context, lang }),
    },
  ),
);
