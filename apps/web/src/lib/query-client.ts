import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

/** A 4xx will not heal by itself: no retry, and no second try when the page that shows it mounts. */
const isClientError = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (failureCount, error) => failureCount < 2 && !isClientError(error),
      // A loader that met a 404 already asked; the page showing "not found" must not ask again.
      retryOnMount: (query) => !isClientError(query.state.error),
    },
  },
});
