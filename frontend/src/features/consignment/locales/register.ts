import { addTexts } from '@/lib/i18n';
import { en } from './en';
import { enAgreement } from './en-agreement';
import { enPortalAccess } from './en-portal-access';
import { es } from './es';
import { esAgreement } from './es-agreement';
import { esPortalAccess } from './es-portal-access';
import { enTasks } from './en-tasks';
import { esTasks } from './es-tasks';

// Imported by the routes that show these words: they join the app's under `consignment` only when such a
// route's chunk loads, so the login bundle does not carry them.
addTexts({
  es: { consignment: { ...es, ...esAgreement, ...esPortalAccess, ...esTasks } },
  en: { consignment: { ...en, ...enAgreement, ...enPortalAccess, ...enTasks } },
});
