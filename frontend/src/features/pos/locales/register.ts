import { i18n } from '@/lib/i18n';
import { en } from './en';
import { es } from './es';

// Imported by every pos component that shows text: the strings join the app's under `pos` only
// when one of those chunks loads, not with the login.
i18n.addResourceBundle('es', 'translation', { pos: es }, true, true);
i18n.addResourceBundle('en', 'translation', { pos: en }, true, true);
