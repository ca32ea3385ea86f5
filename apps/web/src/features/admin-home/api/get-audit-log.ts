import type { AuditPage } from '@portal/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The filters of /admin/audit: a person's uuid, an action, and a day range (YYYY-MM-DD, local time). */
export type AuditFilters = { actor: string; action: string; fromDay: string; toDay: string };

const pageSize = 50;

/** Local midnight of a day as an ISO instant; `next` is the day after (the range's exclusive end). */
function dayStart(day: string, next = false): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year, month - 1, date + (next ? 1 : 0)).toISOString();
}

export function auditQueryString(filters: AuditFilters, before: string | undefined): string {
  const params = new URLSearchParams({ limit: String(pageSize) });
  if (filters.actor) params.set('actor', filters.actor);
  if (filters.action) params.set('action', filters.action);
  if (filters.fromDay) params.set('from', dayStart(filters.fromDay));
  if (filters.toDay) params.set('to', dayStart(filters.toDay, true));
  if (before) params.set('before', before);
  return params.toString();
}

/** GET /api/audit, newest first, one page after another ('Load more'). */
export function auditLogQueryOptions(filters: AuditFilters) {
  return infiniteQueryOptions({
    queryKey: queryKeys.audit(filters),
    queryFn: ({ pageParam }) => api.get<AuditPage>(`/api/audit?${auditQueryString(filters, pageParam)}`),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    staleTime: 0,
  });
}

export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery(auditLogQueryOptions(filters));
}
