import type { CatalogProductView } from '../../../domain/catalog';
import { catalogCategories } from '../../catalog';
import type { ChatAction } from '../contract';
import { answer, listInWords, moneyFormat, say, type AnswerDeps, type Question } from './shared';

// "¿Tienen rosas rojas?": the storefront's catalogue searched by the question's words, answered with
// each product's name, price (as the storefront shows it) and whether it is in stock, and a button
// to each product and to the catalogue. Nothing found is said so, with the catalogue offered.

const catalogAction = (lang: Question['replyIn']): ChatAction => ({
  type: 'catalog',
  label: say(lang, 'Ver el catálogo', 'Browse the catalog'),
  data: { navigate: '/catalog' },
});

function productLines(q: Question, products: readonly CatalogProductView[], money: (n: number) => string) {
  const stock = (p: CatalogProductView) =>
    p.inStock ? say(q.replyIn, 'disponible', 'in stock') : say(q.replyIn, 'agotado', 'sold out');
  return products.map((p) => `• ${p.name}: ${money(p.price)}, ${stock(p)}`).join('\n');
}

const productActions = (products: readonly CatalogProductView[]): ChatAction[] =>
  products.map((p) => ({ type: 'product', label: p.name, data: { productId: p.id } }));

export async function answerProducts(q: Question, deps: AnswerDeps) {
  const { replyIn: lang } = q;
  const [found, money] = await Promise.all([deps.searchCatalogue(q.text), moneyFormat(deps.store)]);
  if (!found.phrase || (!found.named && found.exact.length === 0)) {
    // "¿Qué flores tienen?" (or words the catalogue does not hold): what it holds, by category.
    const categories = await catalogCategories(deps.db);
    const named = categories.map((c) => `${c.category} (${c.products})`);
    const reply = say(
      lang,
      `En el catálogo tenemos: ${listInWords(named, 'es')}. Dime qué flor o color buscas y te digo precios y disponibilidad.`,
      `Our catalog has: ${listInWords(named, 'en')}. Tell me a flower or colour and I will give you prices and availability.`,
    );
    return answer(q, 'product.search', reply, { actions: [catalogAction(lang)] });
  }
  const context = { lastQuery: found.phrase };
  if (found.exact.length > 0) {
    const reply = say(
      lang,
      `Sí, esto tenemos de «${found.phrase}»:\n${productLines(q, found.exact, money)}`,
      `Yes, this is what we have for "${found.phrase}":\n${productLines(q, found.exact, money)}`,
    );
    return answer(q, 'product.search', reply, {
      actions: [...productActions(found.exact), catalogAction(lang)],
      context: { ...context, productId: found.exact[0]!.id },
    });
  }
  const nothing = say(
    lang,
    `No encontré productos de «${found.phrase}» en el catálogo.`,
    `I found no products for "${found.phrase}" in the catalog.`,
  );
  if (found.near.length > 0) {
    const reply = `${nothing}\n${say(lang, 'Quizá te interese:', 'You might like:')}\n${productLines(q, found.near, money)}`;
    return answer(q, 'product.search', reply, {
      actions: [...productActions(found.near), catalogAction(lang)],
      context: { ...context, productId: found.near[0]!.id },
    });
  }
  const reply = `${nothing} ${say(lang, 'Puedes ver todo el catálogo aquí.', 'You can browse the whole catalog here.')}`;
  return answer(q, 'product.search', reply, { actions: [catalogAction(lang)], context });
}
