import type { Db } from '../../db/database.ts';
import { mappedGroups as readMappedGroups } from './identity-provider-repository.ts';

/**
 * For the Groups screen (modules/groups): each group of the account that a provider's group mappings
 * name, with those providers' names. Its members follow the provider at every sign-in.
 */
export function mappedGroups(db: Db, accountId: string): Promise<Map<string, string[]>> {
  return readMappedGroups(db, accountId);
}
