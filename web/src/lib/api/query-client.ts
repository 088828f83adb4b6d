import { focusManager, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api/api-error';
import { onFocusOrVisibility } from '@/lib/browser/focus-events';

// Lists refetch on window focus as well as on tab visibility (spec §9).
focusManager.setEventListener((handleFocus) => onFocusOrVisibility(handleFocus));

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
