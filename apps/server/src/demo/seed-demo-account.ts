import { randomBytes, randomUUID } from 'node:crypto';
import type { Role } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../crypto/passwords.ts';

export const demoEmail = 'admin@demo.portal';

/**
 * On an empty database, creates the demo account and its admin (every role) and answers the
 * credentials, which are shown once. The password is generated, so no two installations share one.
 */
export async function seedDemoAccount({
  db,
}: Pick<FastifyInstance, 'db'>): Promise<
  { accountId: string; userId: string; roles: Role[]; password: string } | undefined
> {
  const existing = await db.selectFrom('accounts').select('id').limit(1).executeTakeFirst();
  if (existing) return undefined;
  const password = randomBytes(9).toString('base64url');
  const now = Date.now();
  const accountId = randomUUID();
  const userId = randomUUID();
  const passwordHash = await hashPassword(password);
  const roles: Role[] = ['admin', 'designer', 'user'];
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('accounts')
      .values({ id: accountId, name: 'Demo', name_key: 'demo', created_at: now, owner_id: userId })
      .execute();
    await trx
      .insertInto('users')
      .values({
        id: userId,
        account_id: accountId,
        email: demoEmail,
        first_name: 'Demo',
        last_name: 'Admin',
        password_hash: passwordHash,
        active: 1,
        roles: JSON.stringify(roles),
        custom1: '',
        custom2: '',
        custom3: '',
        embed: 0,
        last_access: null,
        created_at: now,
      })
      .execute();
  });
  return { accountId, userId, roles, password };
}
