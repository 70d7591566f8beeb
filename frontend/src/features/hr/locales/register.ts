import { i18n } from '@/lib/i18n';
import { en } from './en';
import { enPayroll } from './en-payroll';
import { es } from './es';
import { esPayroll } from './es-payroll';

// Imported by every HR component that shows text: the strings join the app's under `hr` only when
// a chunk that shows them loads (the HR routes, the cashier's clock card), not with the login.
i18n.addResourceBundle('es', 'translation', { hr: { ...es, ...esPayroll } }, true, true);
i18n.addResourceBundle('en', 'translation', { hr: { ...en, ...enPayroll } }, true, true);
