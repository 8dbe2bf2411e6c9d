// The app's one TanStack Query cache. Retries only what a retry can fix (lost connection,
// timeout, a 5xx): a business refusal will refuse again, and each retry could toast again.
import { QueryClient } from '@tanstack/react-query';
import { isTransportError } from './transportError.ts';

const MINUTE = 60_000;

/** Content of the store changes when an operator edits it: minutes of staleness are fine. */
export const CONTENT_STALE_MS = 5 * MINUTE;

const worthRetrying = (failureCount: number, error: unknown): boolean =>
  failureCount < 2 && isTransportError(error) && (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'status');

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: MINUTE, retry: worthRetrying, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
