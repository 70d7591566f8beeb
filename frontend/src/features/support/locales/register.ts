import { i18n } from '@/lib/i18n';
import { en } from './en';
import { es } from './es';

// Joins the app's strings under `support` when the help requests' chunk loads.
i18n.addResourceBundle('es', 'translation', { support: es }, true, true);
i18n.addResourceBundle('en', 'translation', { support: en }, true, true);
