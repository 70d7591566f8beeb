import { i18n } from '@/lib/i18n';
import { en } from './en';
import { es } from './es';

// Joins the app's strings under `systemConfig` when a chunk that shows them loads.
i18n.addResourceBundle('es', 'translation', { systemConfig: es }, true, true);
i18n.addResourceBundle('en', 'translation', { systemConfig: en }, true, true);
