import { i18n } from '@/lib/i18n';
import { en } from './en';
import { es } from './es';

// Joins the app's strings under `diagnostics` when a diagnostic page's chunk loads.
i18n.addResourceBundle('es', 'translation', { diagnostics: es }, true, true);
i18n.addResourceBundle('en', 'translation', { diagnostics: en }, true, true);
