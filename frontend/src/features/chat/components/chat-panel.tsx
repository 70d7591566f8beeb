import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusTrap } from '@/components/ui/focus-trap';
import { FormSheet } from '@/components/ui/form-sheet';
import { useChatAction } from '../hooks/use-chat-action';
import { useChatStore } from '../stores/chat-store';
import { ChatComposer } from './chat-composer';
import { Icon } from '@/components/ui/icon';
import { MessageList } from './message-list';

/** Spec 2.9's panel: the title, reset (after spec 5's confirmation), close, the messages and the composer. */
export function ChatPanel() {
  const { t } = useTranslation();
  const messages = useChatStore((s) => s.messages);
  const loading = useChatStore((s) => s.loading);
  const send = useChatStore((s) => s.send);
  const reset = useChatStore((s) => s.reset);
  const setOpen = useChatStore((s) => s.setOpen);
  const runAction = useChatAction();
  const [confirming, setConfirming] = useState(false);
  const close = useCallback(() => setOpen(false), [setOpen]);

  // Escape closes the panel (while the confirmation is up, Escape is the confirmation's) and the focus
  // goes back to what opened it; the panel sits beside the page, so Tab may leave it.
  const panel = useRef<HTMLElement>(null);
  useFocusTrap(panel, true, close, { modal: false });

  return (
    <section ref={panel} className="chat-panel" role="dialog" aria-labelledby="chat-title" data-testid="chat-panel">
      <header className="chat-header">
        <button
          type="button"
          className="chat-icon-button"
          onClick={() => setConfirming(true)}
          aria-label={t('chat.reset')}
          title={t('chat.reset')}
          data-testid="chat-reset"
        >
          <Icon name="reset" size={20} />
        </button>
        <div className="chat-heading">
          <h2 id="chat-title">{t('chat.title')}</h2>
          <span>{t('chat.subtitle')}</span>
        </div>
        <button
          type="button"
          className="chat-icon-button"
          onClick={close}
          aria-label={t('chat.close')}
          title={t('chat.close')}
          data-testid="chat-close"
        >
          <Icon name="close" size={20} />
        </button>
      </header>
      <MessageList
        messages={messages}
        loading={loading}
        onSuggestion={(text) => void send(text)}
        onAction={runAction}
      />
      <ChatComposer />
      {confirming ? (
        <FormSheet
          title={t('chat.resetTitle')}
          message={t('chat.resetConfirm')}
          confirmLabel={t('chat.resetAction')}
          pending={false}
          refusal={null}
          destructive
          testId="chat-reset-sheet"
          onClose={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void reset();
          }}
        />
      ) : null}
    </section>
  );
}
