import { addTexts } from '@/lib/i18n';
import { en } from './en';
import { es } from './es';

// Imported by the storefront's layout and screens: its strings join the app's under `storefront`
// only when a storefront chunk loads, so the login bundle does not carry them.
addTexts({ es: { storefront: es }, en: { storefront: en } });
