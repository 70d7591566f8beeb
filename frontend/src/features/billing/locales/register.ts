import { i18n } from '@/lib/i18n';
import { en } from './en';
import { es } from './es';

// Imported by the billing screen's module: its strings join the app's under `billing` only when
// the screen's chunk loads, so the login bundle does not carry them.
i18n.addResourceBundle('es', 'translation', { billing: es }, true, true);
i18n.addResourceBundle('en', 'translation', { billing: en }, true, true);
