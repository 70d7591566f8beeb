import { addTexts } from '@/lib/i18n';
import { en } from './en';
import { es } from './es';

// Imported by the routes that show these words: they join the app's under `warehouse` only when such a
// route's chunk loads, so the login bundle does not carry them.
addTexts({ es: { warehouse: es }, en: { warehouse: en } });
