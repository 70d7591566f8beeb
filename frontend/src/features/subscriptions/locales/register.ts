import { addTexts } from '@/lib/i18n';
import { en } from './en';
import { es } from './es';

// Imported by every subscription component that shows text: the strings join the app's under
// `subscriptions` only when one of those chunks loads, not with the login.
addTexts({ es: { subscriptions: es }, en: { subscriptions: en } });
