import { i18n } from '@/lib/i18n';
import { en } from './en';
import { enBooks } from './en-books';
import { es } from './es';
import { esBooks } from './es-books';

// Imported by every accounting component that shows text: the strings join the app's under
// `accounting` only when its route's chunk loads, not with the login.
i18n.addResourceBundle('es', 'translation', { accounting: { ...es, ...esBooks } }, true, true);
i18n.addResourceBundle('en', 'translation', { accounting: { ...en, ...enBooks } }, true, true);
