import type { FirstScreenRefusal } from '@portal/contracts';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** The error the API client throws for a refusal. */
export const refusalError = (refusal: FirstScreenRefusal) =>
  new ApiError(refusal.httpStatus, refusal.code, refusal.message, refusal.message, undefined, refusal.server);

/**
 * Puts a query into the cache as refused, as if its call had just been answered so: the screens show
 * what they show for that refusal ('Connect to {server}' in place of the rows). A page drawn by the
 * server carries such refusals (app/first-screen).
 */
export function setQueryRefused(client: QueryClient, key: QueryKey, error: unknown): void {
  client.getQueryCache().build(
    client,
    { queryKey: key },
    {
      data: undefined,
      dataUpdateCount: 0,
      dataUpdatedAt: 0,
      error,
      errorUpdateCount: 1,
      errorUpdatedAt: Date.now(),
      fetchFailureCount: 1,
      fetchFailureReason: error,
      fetchMeta: null,
      isInvalidated: false,
      status: 'error',
      fetchStatus: 'idle',
    },
  );
}
