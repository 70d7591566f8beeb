import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@/config/app';

// The chosen language, remembered on this device. Apart from i18n.ts so the login page (which
// carries no i18next) reads and keeps the same choice.
const LANGUAGE_KEY = 'flora.language';

export function storedLanguage(): Language {
  const saved = localStorage.getItem(LANGUAGE_KEY);
  return (LANGUAGES as readonly string[]).includes(saved ?? '') ? (saved as Language) : DEFAULT_LANGUAGE;
}

/** Keeps the choice and tells assistive technology which language the page speaks. */
export function rememberLanguage(language: Language): void {
  localStorage.setItem(LANGUAGE_KEY, language);
  document.documentElement.lang = language;
}
