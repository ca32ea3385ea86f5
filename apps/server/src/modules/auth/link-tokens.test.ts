import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { hashToken } from '../../crypto/tokens.ts';
import { consumeLinkToken, findUsableLinkToken, issueLinkToken } from './link-tokens.ts';

describe('link tokens', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  it('a token that expires between being found and being used is not used', async () => {
    const { user } = await createTenant(test);
    const token = await issueLinkToken(test.context.db, 'reset', {
      userId: user.id,
      accountId: user.accountId,
    });
    const found = await findUsableLinkToken(test.context.db, token, ['reset']);
    expect(found).toBeDefined();
    // The new password is being hashed while the hour runs out.
    await test.context.db
      .updateTable('tokens')
      .set({ expires_at: Date.now() - 1 })
      .where('token_hash', '=', hashToken(token))
      .execute();
    expect(await consumeLinkToken(test.context.db, found!.tokenHash)).toBe(false);
  });

  it('an unexpired token is used once', async () => {
    const { user } = await createTenant(test);
    const token = await issueLinkToken(test.context.db, 'reset', {
      userId: user.id,
      accountId: user.accountId,
    });
    expect(await consumeLinkToken(test.context.db, hashToken(token))).toBe(true);
    expect(await consumeLinkToken(test.context.db, hashToken(token))).toBe(false);
  });
});
