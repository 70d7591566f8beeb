import { i18n } from '@/lib/i18n';
import { en } from './en';
import { es } from './es';

// Imported by the reports screen's modules: its strings join the app's under `reports` only when
// the screen's chunk loads, so the login bundle does not carry them.
i18n.addResourceBundle('es', 'translation', { reports: es }, true, true);
i18n.addResourceBundle('en', 'translation', { reports: en }, true, true);
