/** What a paged list gets from its screen: the page (undefined until loaded), the query's state, a retry, paging. */
export interface PagedListProps<P> {
  data?: P;
  isLoading: boolean;
  error: Error | null;
  onRetry: () => void;
  onPage: (page: number) => void;
}
