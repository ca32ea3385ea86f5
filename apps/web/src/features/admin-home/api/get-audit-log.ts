import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { client, ok } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The filters of /admin/audit: a person's uuid, an action, and a day range (YYYY-MM-DD, local time). */
export type AuditFilters = { actor: string; action: string; fromDay: string; toDay: string };

const pageSize = 50;

/** Local midnight of a day as an ISO instant; `next` is the day after (the range's exclusive end). */
function dayStart(day: string, next = false): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year, month - 1, date + (next ? 1 : 0)).toISOString();
}

/** GET /api/audit's query: the filters that are set, and the page before an instant. */
export function auditQuery(filters: AuditFilters, before: string | undefined) {
  return {
    limit: pageSize,
    ...(filters.actor ? { actor: filters.actor } : {}),
    ...(filters.action ? { action: filters.action } : {}),
    ...(filters.fromDay ? { from: dayStart(filters.fromDay) } : {}),
    ...(filters.toDay ? { to: dayStart(filters.toDay, true) } : {}),
    ...(before ? { before } : {}),
  };
}

/** GET /api/audit, newest first, one page after another ('Load more'). */
export function auditLogQueryOptions(filters: AuditFilters) {
  return infiniteQueryOptions({
    queryKey: queryKeys.audit(filters),
    queryFn: ({ pageParam }) =>
      ok(client.GET('/api/audit', { params: { query: auditQuery(filters, pageParam) } })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    staleTime: 0,
  });
}

export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery(auditLogQueryOptions(filters));
}
