import { StrictMode, useEffect, useState } from 'react';
import type { Root } from 'react-dom/client';
import { DEFAULT_SYSTEM_CONFIG } from '@domain/settings/shop/system-config';
import type { Language } from '@/config/app';
import { LoginScreen } from '@/features/auth/components/login-screen';
import { rememberLanguage, storedLanguage } from '@/lib/language';
import { applyTheme } from '@/lib/theme';
import { afterLogin } from './after-login';

// Issue 24: a signed-out visit to /auth/login opens this: React and the login screen, nothing else
// (no router, react-query, i18next or form library). The app follows as soon as the person starts
// typing, and takes the same root once they are signed in — no page load in between.
const loadApp = () => import('./start');

export function showFirstLogin(root: Root): void {
  root.render(
    <StrictMode>
      <FirstLogin root={root} />
    </StrictMode>,
  );
}

function FirstLogin({ root }: { root: Root }) {
  const [language, setLanguage] = useState<Language>(storedLanguage);
  // index.html says "es": a page in English must tell assistive technology so before i18next loads.
  useEffect(() => void (document.documentElement.lang = language), [language]);
  const systemName = usePublicSystemName();
  const redirect = new URLSearchParams(location.search).get('redirect');
  return (
    <LoginScreen
      systemName={systemName}
      language={language}
      onLanguage={(next) => {
        rememberLanguage(next);
        setLanguage(next);
      }}
      redirect={redirect}
      onStartTyping={() => void loadApp()}
      onSignedIn={(user) => {
        history.replaceState(null, '', afterLogin(user, redirect));
        void loadApp().then(({ startApp }) => startApp(root));
      }}
    />
  );
}

/** The shop's name and colours (public, spec 3's system config), as the app's own query would show them. */
function usePublicSystemName(): string {
  const [name, setName] = useState(DEFAULT_SYSTEM_CONFIG.systemName);
  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/system/public-config', { signal: controller.signal })
      .then((r) => (r.ok ? r.json() : null))
      .then((config: { systemName?: string; theme?: Parameters<typeof applyTheme>[0] } | null) => {
        if (config?.systemName) setName(config.systemName);
        if (config?.theme) applyTheme(config.theme);
      })
      // The defaults stay: the login works without the shop's name.
      .catch(() => {});
    return () => controller.abort();
  }, []);
  return name;
}
