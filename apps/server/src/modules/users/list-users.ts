import type { User, UserSummary } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../plugins/session.ts';
import { may } from '../access/policies.ts';
import { presentUser, presentUserSummary } from './present-user.ts';
import { listUsers } from './user-repository.ts';

/** Admins manage people; a designer only needs to recognise them when filling groups. */
export async function listUsersFor(
  app: FastifyInstance,
  actor: AuthContext,
): Promise<User[] | UserSummary[]> {
  const rows = await listUsers(app.db, actor.accountId);
  return may(actor, 'managePeople') ? rows.map(presentUser) : rows.map(presentUserSummary);
}
