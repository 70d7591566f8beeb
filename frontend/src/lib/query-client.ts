import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

// Server data lives here only. Live updates arrive over the websocket, so no refetch on focus;
// 4xx answers are final and retrying them would only repeat the error.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    },
    mutations: { retry: false },
  },
});
