import type { Db } from '../../db/database.ts';

type ViewMetadata = { endpoint?: unknown; datasets?: Array<{ endpoint?: unknown }> };

/** The endpoints that feed a view: its main endpoint and those of its datasets. */
function endpointsOfView(metadataJson: string): string[] {
  try {
    const metadata = JSON.parse(metadataJson) as ViewMetadata;
    const datasets = Array.isArray(metadata.datasets) ? metadata.datasets : [];
    return [metadata.endpoint, ...datasets.map((dataset) => dataset?.endpoint)].filter(
      (endpoint): endpoint is string => typeof endpoint === 'string',
    );
  } catch {
    return [];
  }
}

/**
 * The endpoints a plain user may call: those the views of their groups use (DESIGN.md §5). The
 * proxy keeps the answer in memory until views, groups, group members or users change anywhere in
 * the cluster (proxy-lookups.ts), so this is the one place the rule lives.
 */
export async function endpointsUserMayCall(db: Db, accountId: string, userId: string): Promise<Set<string>> {
  const views = await db
    .selectFrom('views')
    .innerJoin('group_views', 'group_views.view_id', 'views.id')
    .innerJoin('group_users', 'group_users.group_id', 'group_views.group_id')
    .select('views.metadata')
    .distinct()
    .where('views.account_id', '=', accountId)
    .where('group_users.account_id', '=', accountId)
    .where('group_users.user_id', '=', userId)
    .execute();
  return new Set(views.flatMap((view) => endpointsOfView(view.metadata)));
}

/** Whether a plain user may call the endpoint; checked before any cached answer is served. */
export async function userMayCallEndpoint(db: Db, accountId: string, userId: string, endpointId: string) {
  return (await endpointsUserMayCall(db, accountId, userId)).has(endpointId);
}
