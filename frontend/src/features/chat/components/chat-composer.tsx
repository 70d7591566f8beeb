import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BOT_TEXT_MAX } from '@domain/bot';
import { useVoiceInput } from '../hooks/use-voice-input';
import { useChatStore } from '../stores/chat-store';
import { Icon } from '@/components/ui/icon';

/** The text field, the microphone and send (spec 2.9: disabled while a reply loads or the text is blank). */
export function ChatComposer() {
  const { t } = useTranslation();
  const loading = useChatStore((s) => s.loading);
  const lang = useChatStore((s) => s.lang);
  const send = useChatStore((s) => s.send);
  const [text, setText] = useState('');
  const voice = useVoiceInput(lang, (heard) => setText((before) => `${before} ${heard}`.trim().slice(0, BOT_TEXT_MAX)));
  const blank = text.trim() === '';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (blank || loading) return;
    void send(text);
    setText('');
  };

  return (
    <form className="chat-composer" onSubmit={submit} data-testid="chat-composer">
      {voice.problem ? (
        <p className="chat-notice" role="alert" data-testid="chat-voice-notice">
          {t(voice.problem === 'unsupported' ? 'chat.voiceUnsupported' : 'chat.voiceFailed')}
        </p>
      ) : null}
      <div className="chat-compose-row">
        <button
          type="button"
          className={voice.listening ? 'chat-icon-button listening' : 'chat-icon-button'}
          onClick={voice.toggle}
          aria-pressed={voice.listening}
          aria-label={t(voice.listening ? 'chat.voiceStop' : 'chat.voice')}
          title={t(voice.listening ? 'chat.voiceStop' : 'chat.voice')}
          data-testid="chat-mic"
        >
          <Icon name="mic" size={20} />
        </button>
        <input
          className="chat-input"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            voice.dismiss();
          }}
          maxLength={BOT_TEXT_MAX}
          placeholder={t('chat.placeholder')}
          aria-label={t('chat.placeholder')}
          enterKeyHint="send"
          autoComplete="off"
          autoFocus
          data-testid="chat-input"
        />
        <button
          type="submit"
          className="chat-send"
          disabled={blank || loading}
          aria-label={t('chat.send')}
          title={t('chat.send')}
          data-testid="chat-send"
        >
          <Icon name="send" size={18} />
        </button>
      </div>
    </form>
  );
}
