import { addTexts } from '@/lib/i18n';
import { en } from './en';
import { enBooks } from './en-books';
import { es } from './es';
import { esBooks } from './es-books';

// Imported by every accounting component that shows text: the strings join the app's under
// `accounting` only when its route's chunk loads, not with the login.
addTexts({ es: { accounting: { ...es, ...esBooks } }, en: { accounting: { ...en, ...enBooks } } });
