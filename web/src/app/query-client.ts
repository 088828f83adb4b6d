import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-error';

/** One QueryClient for the app. Client errors (4xx) are never retried; others twice. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (failureCount, error) => {
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
        return failureCount < 2;
      },
    },
    mutations: { retry: false },
  },
});
