import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-error';

const maxRetries = 2;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A 4xx answer will not change by asking again; network faults and 5xx may.
      retry: (failureCount, error) =>
        failureCount < maxRetries &&
        !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    },
    mutations: { retry: false },
  },
});
