import { addTexts } from '@/lib/i18n';
import { en } from './en';
import { es } from './es';

// Imported by the portal's page: its words join the app's under `partnerPortal` when its chunk loads.
addTexts({ es: { partnerPortal: es }, en: { partnerPortal: en } });
