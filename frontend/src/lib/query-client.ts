import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { asReadOf, forgetReads } from './live/read-waits';

// Server data lives here only. Live updates arrive over the websocket, so no refetch on focus;
// 4xx answers are final and retrying them would only repeat the error.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
      // react-query's one hook around every read (nothing is persisted): the read runs knowing its
      // query, so the ?minPosition= it passes is kept for it and a notice already in it is let go
      // (lib/live/read-waits.ts). A persister would make 'offlineFirst' the default: kept 'online'.
      persister: (read, context, query) =>
        asReadOf(
          query.queryHash,
          () => read(context),
          () => {
            void queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true });
          },
        ),
      networkMode: 'online',
    },
    mutations: { retry: false },
  },
});

queryClient.getQueryCache().subscribe((event) => {
  if (event.type === 'removed') forgetReads(event.query.queryHash);
});
