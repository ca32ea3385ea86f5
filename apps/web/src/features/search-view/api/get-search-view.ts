import { useQuery } from '@tanstack/react-query';
import { viewQueryOptions } from '../../../lib/api/views';

export function useView(uuid: string) {
  return useQuery(viewQueryOptions(uuid));
}
