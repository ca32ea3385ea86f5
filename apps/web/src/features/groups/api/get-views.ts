import { useQuery } from '@tanstack/react-query';
import { viewsQueryOptions } from '../../../lib/api/views';

/** GET /api/views: every view of the account, for putting views in groups. */
export function useViews() {
  return useQuery(viewsQueryOptions);
}
