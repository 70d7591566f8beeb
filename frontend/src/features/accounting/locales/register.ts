import { i18n } from '@/lib/i18n';
import { en } from './en';
import { es } from './es';

// Imported by every accounting component that shows text: the strings join the app's under
// `accounting` only when its route's chunk loads, not with the login.
i18n.addResourceBundle('es', 'translation', { accounting: es }, true, true);
i18n.addResourceBundle('en', 'translation', { accounting: en }, true, true);
