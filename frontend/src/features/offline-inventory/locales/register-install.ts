import { addTexts } from '@/lib/i18n';
import { installEn } from './desktop-required.en';
import { installEs } from './desktop-required.es';

// Imported by the modules that show these strings: they join `offlineInventory` (deep merge, beside the
// offline screen's own) only when such a chunk loads, so the login bundle does not carry them.
addTexts({ es: { offlineInventory: { install: installEs } }, en: { offlineInventory: { install: installEn } } });
