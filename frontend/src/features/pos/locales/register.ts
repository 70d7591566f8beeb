import { addTexts } from '@/lib/i18n';
import { en } from './en';
import { es } from './es';

// Imported by every pos component that shows text: the strings join the app's under `pos` only
// when one of those chunks loads, not with the login.
addTexts({ es: { pos: es }, en: { pos: en } });
