import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '@/stores/session-store';
import { useChatShortcut } from '../hooks/use-chat-shortcut';
import { useChatStore } from '../stores/chat-store';
import { Icon } from '@/components/ui/icon';
import { ChatPanel } from './chat-panel';
import '../locales/register';
import '../chat.css';

/**
 * Flora Bot's widget (spec 2.9), on every page while enableBotSupport is on (the root layout lazy-loads
 * this chunk only then): the floating button, or the panel once opened; Shift+C toggles either way.
 */
export default function ChatWidget() {
  const { t } = useTranslation();
  const open = useChatStore((s) => s.open);
  const toggle = useChatStore((s) => s.toggle);
  const heldBy = useChatStore((s) => s.heldBy);
  const userId = useSessionStore((s) => s.user?.id ?? 'guest');
  useEffect(() => {
    heldBy(userId);
  }, [heldBy, userId]);
  useChatShortcut(toggle);

  if (open) return <ChatPanel />;
  return (
    <button
      type="button"
      className="chat-fab"
      onClick={toggle}
      aria-label={t('chat.open')}
      aria-keyshortcuts="Shift+C"
      data-testid="chat-open"
    >
      <Icon name="chat" size={26} />
    </button>
  );
}
