import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import type { AuthContext } from '../../plugins/session.ts';

/** Writes one audit_log row. `detail` must never hold a credential. */
export async function recordAudit(
  db: Db,
  actor: AuthContext,
  action: string,
  detail: Record<string, string | number | boolean | null>,
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: randomUUID(),
      account_id: actor.accountId,
      user_id: actor.userId,
      action,
      detail: JSON.stringify(detail),
      created_at: Date.now(),
    })
    .execute();
}
