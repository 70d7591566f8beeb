import { addTexts } from '@/lib/i18n';
import { en } from './en';
import { enPayroll } from './en-payroll';
import { es } from './es';
import { esPayroll } from './es-payroll';

// Imported by every HR component that shows text: the strings join the app's under `hr` only when
// a chunk that shows them loads (the HR routes, the cashier's clock card), not with the login.
addTexts({ es: { hr: { ...es, ...esPayroll } }, en: { hr: { ...en, ...enPayroll } } });
