import { i18n } from '@/lib/i18n';
import { en } from './en';
import { es } from './es';

// Imported by every data-management component that shows text: the strings join the app's under
// `dataManagement` only when the screen's chunk loads.
i18n.addResourceBundle('es', 'translation', { dataManagement: es }, true, true);
i18n.addResourceBundle('en', 'translation', { dataManagement: en }, true, true);
