import { addTexts } from '@/lib/i18n';
import { en } from './en';
import { es } from './es';

// Imported by every data-management component that shows text: the strings join the app's under
// `dataManagement` only when the screen's chunk loads.
addTexts({ es: { dataManagement: es }, en: { dataManagement: en } });
