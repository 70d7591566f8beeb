import { addTexts } from '@/lib/i18n';
import { en } from './en';
import { es } from './es';

// Imported by the widget's lazy chunk: the strings join the app's under `chat` only when the bot is on
// and the widget loads, so the login bundle does not carry them.
addTexts({ es: { chat: es }, en: { chat: en } });
