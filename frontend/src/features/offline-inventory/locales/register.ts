import { addTexts } from '@/lib/i18n';
import { en } from './en';
import { es } from './es';

// Imported by the screen's module: its strings join the app's under `offlineInventory` only when the
// screen's chunk loads. Deep-merged, so the install screen's `offlineInventory.install` stays.
addTexts({ es: { offlineInventory: es }, en: { offlineInventory: en } });
