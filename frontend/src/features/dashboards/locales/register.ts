import { addTexts } from '@/lib/i18n';
import { en } from './en';
import { es } from './es';

// Imported by the landing figures: the strings join the app's under `dashboardFigures` only when the
// owner's or the admin's landing loads (`dashboards` is the shell's own: the landings' titles).
addTexts({ es: { dashboardFigures: es }, en: { dashboardFigures: en } });
