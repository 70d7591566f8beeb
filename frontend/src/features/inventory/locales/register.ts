import { addTexts } from '@/lib/i18n';
import { en } from './en';
import { enTools } from './en-tools';
import { es } from './es';
import { esTools } from './es-tools';

// Imported by the routes that show these words: they join the app's under `inventory` only when such a
// route's chunk loads, so the login bundle does not carry them.
addTexts({ es: { inventory: { ...es, ...esTools } }, en: { inventory: { ...en, ...enTools } } });
