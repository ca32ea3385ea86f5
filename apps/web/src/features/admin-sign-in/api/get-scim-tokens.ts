import type { ScimToken } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { client, ok } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/scim-tokens: names and dates, never the tokens. */
export function getScimTokens(): Promise<ScimToken[]> {
  return ok(client.GET('/api/scim-tokens'));
}

export function useScimTokens() {
  return useQuery({ queryKey: queryKeys.signIn.scimTokens(), queryFn: getScimTokens });
}
