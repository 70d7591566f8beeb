import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ChatAction } from '@domain/bot';
import { targetOf } from '../lib/reply';
import { useChatStore } from '../stores/chat-store';

/**
 * Spec 2.9: a product, order, catalog or subscription action opens its screen and closes the panel;
 * a link opens its page in a new tab and leaves the conversation where it was.
 */
export function useChatAction(): (action: ChatAction) => void {
  const navigate = useNavigate();
  const setOpen = useChatStore((s) => s.setOpen);
  return useCallback(
    (action) => {
      const target = targetOf(action);
      if (!target) return;
      if ('url' in target) {
        window.open(target.url, '_blank', 'noopener');
        return;
      }
      setOpen(false);
      navigate(target.path);
    },
    [navigate, setOpen],
  );
}
