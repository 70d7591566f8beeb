import { addTexts } from '@/lib/i18n';
import { en } from './en';
import { es } from './es';

// Joins the app's strings under `support` when the help requests' chunk loads.
addTexts({ es: { support: es }, en: { support: en } });
