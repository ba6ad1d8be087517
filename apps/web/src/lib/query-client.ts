import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * The one query cache of the app. It is loaded with the first page that needs it (every page
 * but Home), so TanStack Query is not part of the Home page's bundle; see app/query-provider.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Client errors will not fix themselves on a retry.
      retry: (count, error) =>
        !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      refetchOnWindowFocus: false,
    },
  },
});
