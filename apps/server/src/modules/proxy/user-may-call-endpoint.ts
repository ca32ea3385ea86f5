import type { Db } from '../../db/database.ts';

type ViewMetadata = { endpoint?: unknown; datasets?: Array<{ endpoint?: unknown }> };

/** Whether the endpoint feeds a view (its main endpoint or one of its datasets). */
function viewUsesEndpoint(metadataJson: string, endpointId: string): boolean {
  try {
    const metadata = JSON.parse(metadataJson) as ViewMetadata;
    if (metadata.endpoint === endpointId) return true;
    return (
      Array.isArray(metadata.datasets) &&
      metadata.datasets.some((dataset) => dataset?.endpoint === endpointId)
    );
  } catch {
    return false;
  }
}

/**
 * A plain user may call only the endpoints that the views of their groups use (DESIGN.md §5).
 * Checked on every call, before any cached answer is served, so removal from a group takes
 * effect on the very next request.
 */
export async function userMayCallEndpoint(db: Db, accountId: string, userId: string, endpointId: string) {
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
  return views.some((view) => viewUsesEndpoint(view.metadata, endpointId));
}
