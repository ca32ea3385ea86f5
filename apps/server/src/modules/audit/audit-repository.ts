import type { Db } from '../../db/database.ts';

export type AuditFilter = {
  accountId: string;
  actorId?: string;
  action?: string;
  /** Epoch ms, inclusive. */
  from?: number;
  /** Epoch ms, exclusive. */
  to?: number;
  /** The last entry of the previous page: entries strictly older come next. */
  before?: { at: number; id: string };
  limit: number;
};

/** A page of the account's entries, newest first, with each actor as they are now (gone: null). */
export async function listAuditEntries(db: Db, filter: AuditFilter) {
  let query = db
    .selectFrom('audit_log')
    .leftJoin('users', (join) =>
      join.onRef('users.id', '=', 'audit_log.user_id').onRef('users.account_id', '=', 'audit_log.account_id'),
    )
    .select([
      'audit_log.id',
      'audit_log.created_at',
      'audit_log.action',
      'audit_log.detail',
      'audit_log.target_type',
      'audit_log.target_id',
      'audit_log.target_name',
      'users.id as actor_id',
      'users.first_name',
      'users.last_name',
      'users.email',
    ])
    .where('audit_log.account_id', '=', filter.accountId);
  if (filter.actorId) query = query.where('audit_log.user_id', '=', filter.actorId);
  if (filter.action) query = query.where('audit_log.action', '=', filter.action);
  if (filter.from !== undefined) query = query.where('audit_log.created_at', '>=', filter.from);
  if (filter.to !== undefined) query = query.where('audit_log.created_at', '<', filter.to);
  const before = filter.before;
  if (before)
    query = query.where((eb) =>
      eb.or([
        eb('audit_log.created_at', '<', before.at),
        eb.and([eb('audit_log.created_at', '=', before.at), eb('audit_log.id', '<', before.id)]),
      ]),
    );
  return query
    .orderBy('audit_log.created_at', 'desc')
    .orderBy('audit_log.id', 'desc')
    .limit(filter.limit)
    .execute();
}

/** Deletes up to `batch` entries older than `cutoff` (epoch ms) and says how many went. */
export async function deleteAuditEntriesBefore(db: Db, cutoff: number, batch: number): Promise<number> {
  const result = await db
    .deleteFrom('audit_log')
    .where('id', 'in', (eb) =>
      eb.selectFrom('audit_log').select('id').where('created_at', '<', cutoff).limit(batch),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
