import type { ReactNode } from 'react';
import { LanguageSegments } from '@/components/language-segments';
import type { Language } from '@/config/app';
import { AUTH_TEXT } from '@/config/locales/auth';

export interface AuthFrameProps {
  systemName: string;
  language: Language;
  onLanguage: (language: Language) => void;
  children: ReactNode;
}

/**
 * Spec 2.10's auth layout: the brand over one centred panel, the language under it. Plain React (no
 * router, no i18next): the login page opens with this before the rest of the app has loaded (issue 24).
 */
export function AuthFrame({ systemName, language, onLanguage, children }: AuthFrameProps) {
  const text = AUTH_TEXT[language];
  return (
    <main className="auth-shell">
      <div className="auth-brand">
        <div className="auth-logo" aria-hidden>
          ✿
        </div>
        <p className="auth-name">{systemName}</p>
        <p style={{ color: 'var(--secondary)' }}>{text.layoutTagline}</p>
      </div>
      <div className="auth-panel">
        {children}
        <div style={{ marginTop: 24 }}>
          <LanguageSegments language={language} label={text.language} onChange={onLanguage} />
        </div>
      </div>
    </main>
  );
}
