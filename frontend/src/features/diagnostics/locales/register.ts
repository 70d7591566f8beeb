import { addTexts } from '@/lib/i18n';
import { en } from './en';
import { es } from './es';

// Joins the app's strings under `diagnostics` when a diagnostic page's chunk loads.
addTexts({ es: { diagnostics: es }, en: { diagnostics: en } });
