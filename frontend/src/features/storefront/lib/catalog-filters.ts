// The catalogue's search, category and page, as the URL keeps them (/catalog?search=rosa&category=Rosas&page=2):
// a reload, back and forward and a shared link show the same page.
export interface CatalogFilters {
  search?: string;
  category?: string;
  page: number;
}

export function filtersOf(params: URLSearchParams): CatalogFilters {
  const page = Number(params.get('page'));
  return {
    search: params.get('search')?.trim() || undefined,
    category: params.get('category') || undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The catalogue filtered by a category: a link from the home page, or the login's redirect to it. */
export const categoryPath = (category: string) => `/catalog?category=${encodeURIComponent(category)}`;
