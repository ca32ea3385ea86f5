import { useQuery } from '@tanstack/react-query';
import { viewQueryOptions } from '../../../lib/api/views';

// The page's early script asks for the view by this path before the app runs.
export { viewPath } from '../../../lib/api/views';

export function useView(uuid: string) {
  return useQuery(viewQueryOptions(uuid));
}
