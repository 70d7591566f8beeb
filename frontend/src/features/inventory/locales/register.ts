import { addTexts } from '@/lib/i18n';
import { en } from './en';
import { enTools } from './en-tools';
import { enLots } from './en-lots';
import { es } from './es';
import { esLots } from './es-lots';
import { esTools } from './es-tools';

// Imported by the routes that show these words: they join the app's under `inventory` only when such a
// route's chunk loads, so the login bundle does not carry them.
addTexts({
  es: { inventory: { ...es, ...esTools, ...esLots } },
  en: { inventory: { ...en, ...enTools, ...enLots } },
});
