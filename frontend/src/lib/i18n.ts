import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '@/config/app';
import { en } from '@/config/locales/en';
import { es } from '@/config/locales/es';
import { rememberLanguage, storedLanguage } from './language';

// Both languages' base strings are bundled with the app (not the login page, which has its own few):
// together they are a few KB, less than a second request would cost. Features add theirs when loaded.
void i18n.use(initReactI18next).init({
  resources: { es: { translation: es }, en: { translation: en } },
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  interpolation: { escapeValue: false }, // React escapes already.
  returnNull: false,
});
document.documentElement.lang = i18n.language;

export function setLanguage(language: Language): void {
  rememberLanguage(language);
  void i18n.changeLanguage(language);
}

/**
 * A feature's texts joining the app's when its chunk loads (so the login bundle does not carry them),
 * merged under their top-level keys; English must name what Spanish names.
 */
export function addTexts<T extends object>(texts: { es: T; en: T }): void {
  i18n.addResourceBundle('es', 'translation', texts.es, true, true);
  i18n.addResourceBundle('en', 'translation', texts.en, true, true);
}

export { i18n };
