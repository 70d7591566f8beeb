import { addTexts } from '@/lib/i18n';
import { en } from './en';
import { es } from './es';

// Imported by the billing screen's module: its strings join the app's under `billing` only when
// the screen's chunk loads, so the login bundle does not carry them.
addTexts({ es: { billing: es }, en: { billing: en } });
