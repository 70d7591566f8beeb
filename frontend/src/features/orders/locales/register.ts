import { i18n } from '@/lib/i18n';
import { en } from './en';
import { es } from './es';

// Imported by every orders component that shows text: the strings join the app's under `orders`
// only when one of those chunks loads (tracking, dashboard, profile, queue), not with the login.
i18n.addResourceBundle('es', 'translation', { orders: es }, true, true);
i18n.addResourceBundle('en', 'translation', { orders: en }, true, true);
