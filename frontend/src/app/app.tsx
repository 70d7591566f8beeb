import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { i18n } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { appRouter } from './router';

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={appRouter()} />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
