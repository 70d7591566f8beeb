import { addTexts } from '@/lib/i18n';
import { en } from './en';
import { es } from './es';

// Imported by the reports screen's modules: its strings join the app's under `reports` only when
// the screen's chunk loads, so the login bundle does not carry them.
addTexts({ es: { reports: es }, en: { reports: en } });
