import type { IdentityProvider } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { client, ok } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** GET /api/identity-providers: the account's providers, never their client secrets. */
export function getIdentityProviders(): Promise<IdentityProvider[]> {
  return ok(client.GET('/api/identity-providers'));
}

export function useIdentityProviders() {
  return useQuery({ queryKey: queryKeys.signIn.providers(), queryFn: getIdentityProviders });
}
