import type { SearchView, ViewUpdateBody } from '@portal/contracts';
import { api } from '../../../lib/api-client';

/** PUT /api/views/{id}: the whole view with the version it was read at (409 when someone saved since). */
export function saveSearchView(view: SearchView): Promise<SearchView> {
  const body: ViewUpdateBody = {
    name: view.name,
    type: 'search',
    metacontent: view.metacontent,
    metadata: view.metadata,
    version: view.version,
  };
  return api.put<SearchView>(`/api/views/${encodeURIComponent(view.uuid)}`, body);
}
