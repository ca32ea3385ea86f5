import { messages, type ViewCreateBody } from '@portal/contracts';
import type { Db } from '../../db/database.ts';
import { badRequest } from '../../errors.ts';
import { checkDetailView } from './check-detail-view.ts';
import { checkSearchView } from './check-search-view.ts';

export type ViewContent = Pick<ViewCreateBody, 'type' | 'metacontent' | 'metadata'>;
export type ViewCheck = (db: Db, accountId: string, view: ViewContent) => Promise<void>;

/** The view's own server and endpoint must exist in the account, the endpoint on that server. */
const connectionExists: ViewCheck = async (db, accountId, view) => {
  const { server, endpoint } = view.metadata;
  const serverRow = await db
    .selectFrom('servers')
    .select('id')
    .where('account_id', '=', accountId)
    .where('id', '=', server)
    .executeTakeFirst();
  if (!serverRow) throw badRequest(`${messages.viewServerNotFound} ${server}`);
  const endpointRow = await db
    .selectFrom('endpoints')
    .select('id')
    .where('account_id', '=', accountId)
    .where('server_id', '=', server)
    .where('id', '=', endpoint)
    .executeTakeFirst();
  if (!endpointRow) throw badRequest(`${messages.viewEndpointNotFound} ${endpoint}`);
};

/**
 * Checks that need the database, run in order on every create and save after the zod schema of
 * contracts passed: the view's own connection, then what its type refers to.
 */
const viewChecks: ViewCheck[] = [connectionExists, checkSearchView, checkDetailView];

export async function checkViewReferences(db: Db, accountId: string, view: ViewContent): Promise<void> {
  for (const check of viewChecks) await check(db, accountId, view);
}
