import { addTexts } from '@/lib/i18n';
import { en } from './en';
import { es } from './es';

// Imported by every orders component that shows text: the strings join the app's under `orders`
// only when one of those chunks loads (tracking, dashboard, profile, queue), not with the login.
addTexts({ es: { orders: es }, en: { orders: en } });
