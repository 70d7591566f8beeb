// The storefront catalogue's Spanish messages (problem+json `detail`), one place for the API and the screens.
export const CATALOG_MESSAGES = {
  // The inventory's code: the app handles a product that is gone the same way on every screen.
  'PRODUCT.NOT_FOUND': 'Producto no encontrado.',
  'CATALOG.NOT_TEXT': 'Debe ser un solo texto.',
  'CATALOG.SEARCH_TOO_LONG': 'La búsqueda admite como máximo 100 caracteres.',
  'CATALOG.CATEGORY_TOO_LONG': 'La categoría admite como máximo 60 caracteres.',
  'CATALOG.INVALID_PAGE': 'La página debe ser un número entero entre 1 y 10000.',
  'CATALOG.UNKNOWN_PARAMETER': 'Parámetro desconocido.',
} as const;
export type CatalogMessageCode = keyof typeof CATALOG_MESSAGES;
