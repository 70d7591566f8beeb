import { addTexts } from '@/lib/i18n';
import { en } from './en';
import { es } from './es';

// Imported by every delivery component that shows text: the strings join the app's under `delivery`
// only when one of those chunks loads (the board, the dashboard, the route, the map test, tracking),
// not with the login.
addTexts({ es: { delivery: es }, en: { delivery: en } });
