import { useCallback, useEffect, useRef, useState } from 'react';
import type { BotLang } from '@domain/bot';

// Voice input (spec 8): the browser's own speech recognition where it has one. TypeScript's DOM
// library does not describe it, so the little the widget uses is declared here.
interface Recognition {
  lang: string;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((e: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onerror: ((e: { error: string }) => void) | null;
  onend: (() => void) | null;
  start: () => void;
  stop: () => void;
}
type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | null {
  const w = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

export type VoiceProblem = 'unsupported' | 'failed' | null;

/** Listens once in the conversation's language and hands over what was heard; says why when it cannot. */
export function useVoiceInput(lang: BotLang, onHeard: (text: string) => void) {
  const [listening, setListening] = useState(false);
  const [problem, setProblem] = useState<VoiceProblem>(null);
  const current = useRef<Recognition | null>(null);
  const heard = useRef(onHeard);
  useEffect(() => {
    heard.current = onHeard;
  }, [onHeard]);
  useEffect(() => () => current.current?.stop(), []);

  const toggle = useCallback(() => {
    if (current.current) {
      current.current.stop();
      return;
    }
    const Constructor = recognitionConstructor();
    // Not hidden silently: pressing the button says the browser cannot.
    if (!Constructor) return setProblem('unsupported');
    setProblem(null);
    const recognition = new Constructor();
    recognition.lang = lang === 'en' ? 'en-US' : 'es-MX';
    recognition.interimResults = false;
    recognition.maxAlternatives = 1;
    recognition.onresult = (e) => {
      const text = Array.from(e.results, (r) => r[0]?.transcript ?? '')
        .join(' ')
        .trim();
      if (text) heard.current(text);
    };
    recognition.onerror = (e) => e.error !== 'aborted' && e.error !== 'no-speech' && setProblem('failed');
    recognition.onend = () => {
      current.current = null;
      setListening(false);
    };
    try {
      recognition.start();
      current.current = recognition;
      setListening(true);
    } catch {
      setProblem('failed');
    }
  }, [lang]);

  return { listening, problem, toggle, dismiss: useCallback(() => setProblem(null), []) };
}
