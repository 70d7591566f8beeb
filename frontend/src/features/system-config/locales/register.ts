import { addTexts } from '@/lib/i18n';
import { en } from './en';
import { es } from './es';

// Joins the app's strings under `systemConfig` when a chunk that shows them loads.
addTexts({ es: { systemConfig: es }, en: { systemConfig: en } });
