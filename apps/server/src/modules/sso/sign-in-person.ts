import type { FastifyInstance, FastifyReply } from 'fastify';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { recordChange } from '../audit/record-change.ts';
import type { PersonChoice } from './choose-person.ts';
import type { ProviderRecord } from './identity-provider-repository.ts';
import type { ReceivedIdentity } from './read-claims.ts';
import { findOwnerId, insertIdentity, insertSignInUser, type SignInUser } from './sign-in-repository.ts';
import { type SignInTokens, storeSignInTokens } from './sign-in-tokens.ts';
import { providerTarget } from './sso-audit.ts';
import { rolesOfNewPerson, syncMemberships } from './sync-memberships.ts';

type Chosen = Exclude<PersonChoice, { kind: 'refused' }>;

/** Thrown when the e-mail was taken between the choice and the write: the sign-in is chosen again. */
export class ChoiceOutdated extends Error {}

const userTarget = (user: SignInUser) => ({ type: 'user', id: user.id, name: user.email }) as const;

/**
 * Makes the choice true in one transaction: the person created (jit) or linked, then their mapped
 * groups and roles made to follow the groups claim, each step in the audit log; every instance
 * drops its copies of the account's users and groups once it commits.
 */
export async function settlePerson(
  app: FastifyInstance,
  provider: ProviderRecord,
  identity: ReceivedIdentity,
  choice: Chosen,
): Promise<SignInUser> {
  const ownerId = await findOwnerId(app.db, provider.accountId);
  try {
    return await app.db.transaction().execute(async (trx) => {
      let user: SignInUser;
      if (choice.kind === 'create') {
        user = await insertSignInUser(trx, {
          accountId: provider.accountId,
          email: identity.email!,
          firstName: identity.firstName,
          lastName: identity.lastName,
          roles: rolesOfNewPerson(provider, identity.groups),
        });
        await recordChange(
          trx,
          { accountId: provider.accountId, userId: user.id },
          'sso.user_create',
          userTarget(user),
          {
            provider: provider.name,
            roles: (JSON.parse(user.roles) as string[]).join(', '),
          },
        );
      } else user = choice.user;
      if (choice.kind !== 'linked') {
        await insertIdentity(trx, {
          providerId: provider.id,
          subject: identity.subject,
          accountId: provider.accountId,
          userId: user.id,
        });
        await recordChange(
          trx,
          { accountId: provider.accountId, userId: user.id },
          'sso.link',
          providerTarget(provider),
          {
            email: user.email,
          },
        );
      }
      const changes = await syncMemberships(trx, provider, user, identity.groups, ownerId);
      if (changes)
        await recordChange(
          trx,
          { accountId: provider.accountId, userId: user.id },
          'sso.groups',
          userTarget(user),
          {
            provider: provider.name,
            ...changes,
          },
        );
      return user;
    });
  } catch (error) {
    // Another sign-in of the same person, or an admin adding the address, got there first.
    if (isUniqueViolation(error)) throw new ChoiceOutdated();
    throw error;
  }
}

/**
 * Starts the portal's own session for the person (DESIGN.md §4), ending the one this browser had,
 * with the provider's tokens sealed beside it and the sign-in in the audit log, all committed together.
 */
export async function startSession(
  app: FastifyInstance,
  reply: FastifyReply,
  input: {
    user: SignInUser;
    provider: ProviderRecord;
    tokens: SignInTokens;
    previousToken?: string;
    ip: string;
  },
): Promise<void> {
  const { user, provider } = input;
  if (input.previousToken) await app.sessions.endByToken(input.previousToken);
  const self = { accountId: provider.accountId, userId: user.id };
  await app.sessions.start(
    reply,
    { id: user.id, accountId: provider.accountId },
    '',
    async (trx, session) => {
      await storeSignInTokens(trx, app.secretBox, { ...self, tokenHash: session.tokenHash }, input.tokens);
      await recordAudit(trx, self, 'sso.login', userTarget(user), { provider: provider.name, ip: input.ip });
    },
  );
}
