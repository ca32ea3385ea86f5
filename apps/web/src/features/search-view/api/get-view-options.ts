import type { ViewSummary } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { viewsQueryOptions } from '../../../lib/api/views';

/** A view as design mode's destination lists offer it. */
export type ViewOption = { label: string; value: string; type: string };

export function toViewOptions(views: readonly ViewSummary[]): ViewOption[] {
  return views.map((view) => ({ label: view.name, value: view.uuid, type: view.type }));
}

/**
 * GET /api/views, loaded when design mode is turned on: a navigation may lead to any page of the
 * account, not only to those in the designer's own groups (a page just built is in none of them).
 * A failure is only logged (SPEC.md §8).
 */
export function useViewOptions(enabled: boolean) {
  const views = useQuery({ ...viewsQueryOptions, select: toViewOptions, enabled, staleTime: 0 });
  useEffect(() => {
    if (views.error) console.error('Could not load the views list', views.error);
  }, [views.error]);
  return views;
}
