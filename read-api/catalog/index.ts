// What other areas read of the storefront's catalogue: Flora Bot answers from the same products,
// searches and categories the storefront shows (read-api/bot).
export { catalogCategories, catalogProduct, firstMatches } from './queries';
