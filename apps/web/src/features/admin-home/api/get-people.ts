import type { User } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/users: the people the audit log can be filtered by. */
export function usePeople() {
  return useQuery({ queryKey: ['users'], queryFn: () => api.get<User[]>('/api/users') });
}
