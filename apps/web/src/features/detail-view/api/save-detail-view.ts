import type { DetailView, ViewUpdateBody } from '@portal/contracts';
import { api } from '../../../lib/api-client';

/** PUT /api/views/{id}: the whole view with the version it was read at (409 when someone saved since). */
export function saveDetailView(view: DetailView): Promise<DetailView> {
  const body: ViewUpdateBody = {
    name: view.name,
    type: 'detail',
    metacontent: view.metacontent,
    metadata: view.metadata,
    version: view.version,
  };
  return api.put<DetailView>(`/api/views/${encodeURIComponent(view.uuid)}`, body);
}
