import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatAction } from '@domain/bot';
import type { ChatMessage } from '../lib/reply';
import { chatTime } from '@/lib/local-day';

interface Props {
  messages: ChatMessage[];
  loading: boolean;
  onSuggestion: (text: string) => void;
  onAction: (action: ChatAction) => void;
}

/**
 * The conversation, newest at the bottom, each line with its HH:MM (spec 9). Every text is rendered as
 * text — React escapes it — so a reply or a question holding markup shows the markup, never runs it.
 * Suggestions belong to the last answer only (older ones answer a question no longer asked), and so do
 * action buttons: each answer replaces the last one's, so they never pile up (issue 43).
 */
export function MessageList({ messages, loading, onSuggestion, onAction }: Props) {
  const { t } = useTranslation();
  const end = useRef<HTMLDivElement>(null);
  const last = messages.at(-1);
  const latestAnswer = messages.findLast((m) => !m.isUser);
  // Braces: newer browsers' scrollIntoView returns a promise, which React would take for a clean-up.
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [messages.length, loading]);

  return (
    <div
      className="chat-messages"
      role="log"
      aria-label={t('chat.messages')}
      aria-live="polite"
      data-testid="chat-messages"
    >
      {messages.map((m) => (
        <div
          key={m.id}
          className={m.isUser ? 'chat-line user' : 'chat-line bot'}
          data-testid="chat-message"
          data-from={m.isUser ? 'user' : 'bot'}
        >
          <p className="chat-bubble">{m.text}</p>
          {m === latestAnswer && m.actions?.length ? (
            <div className="chat-actions">
              {m.actions.map((a, i) => (
                <button
                  key={i}
                  type="button"
                  className="chat-action"
                  onClick={() => onAction(a)}
                  data-testid="chat-action"
                  data-type={a.type}
                >
                  {a.label}
                </button>
              ))}
            </div>
          ) : null}
          {m === last && !m.isUser && !loading && m.suggestions?.length ? (
            <div className="chat-suggestions" aria-label={t('chat.suggestions')}>
              {m.suggestions.map((s) => (
                <button
                  key={s}
                  type="button"
                  className="chat-suggestion"
                  onClick={() => onSuggestion(s)}
                  data-testid="chat-suggestion"
                >
                  {s}
                </button>
              ))}
            </div>
          ) : null}
          <time className="chat-time" dateTime={m.timestamp}>
            {chatTime(m.timestamp)}
          </time>
        </div>
      ))}
      {loading ? (
        <div className="chat-line bot" role="status" aria-label={t('chat.typing')} data-testid="chat-loading">
          <p className="chat-bubble chat-typing">
            <span />
            <span />
            <span />
          </p>
        </div>
      ) : null}
      <div ref={end} />
    </div>
  );
}
