import type { FastifyInstance } from 'fastify';
import type { AuditActor } from '../audit/record-audit.ts';
import { recordChange } from '../audit/record-change.ts';
import { deleteConnections } from './connection-repository.ts';
import { revokeConnections } from './revoke-connections.ts';

type EndContext = Pick<FastifyInstance, 'db' | 'secretBox' | 'proxyEngine' | 'log'>;

/**
 * Ends a person's access to every per-person data server (DESIGN.md §6d): their upstream tokens are
 * forgotten at once on every instance (the next data call answers `connection_required`), then
 * revoked at each server that names a revocation endpoint. Deactivation, deletion, SCIM
 * `active: false` and 'Sign out everywhere' call it; `actor` is who ended the access (an admin, the
 * person, or nobody for a provisioning client) and `email` names the person, for the audit log. Answers how many connections ended.
 */
export async function endUpstreamAccess(
  context: EndContext,
  person: { accountId: string; userId: string; email?: string },
  actor: AuditActor = { accountId: person.accountId, userId: null },
): Promise<number> {
  const { accountId, userId } = person;
  const ended = await context.db.transaction().execute(async (trx) => {
    const rows = await deleteConnections(trx, accountId, { userId });
    if (rows.length === 0) return rows;
    await recordChange(
      trx,
      actor,
      'connection.end_access',
      { type: 'user', id: userId, name: person.email ?? '' },
      {
        connections: rows.length,
      },
    );
    return rows;
  });
  await revokeConnections(context, accountId, ended);
  return ended.length;
}
