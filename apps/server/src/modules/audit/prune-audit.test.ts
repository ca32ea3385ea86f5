import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { pruneAudit, pruneBatch } from './prune-audit.ts';

describe('audit retention', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp({ AUDIT_RETENTION_DAYS: '30' });
  });
  afterAll(() => test.close());

  it('deletes entries older than AUDIT_RETENTION_DAYS, in batches, and keeps the rest', async () => {
    const { accountId } = await createTenant(test);
    const now = Date.UTC(2025, 5, 1);
    const day = 86_400_000;
    const entry = (createdAt: number) => ({
      id: randomUUID(),
      account_id: accountId,
      user_id: null,
      action: 'login',
      detail: '{}',
      created_at: createdAt,
    });
    const old = Array.from({ length: pruneBatch + 20 }, (_, index) => entry(now - 31 * day - index));
    await test.context.db.insertInto('audit_log').values(old).execute();
    await test.context.db
      .insertInto('audit_log')
      .values([entry(now - 29 * day), entry(now)])
      .execute();
    expect(await pruneAudit(test.app, now)).toBe(pruneBatch + 20);
    const left = await test.context.db
      .selectFrom('audit_log')
      .select('created_at')
      .where('account_id', '=', accountId)
      .execute();
    expect(left.map((row) => Number(row.created_at)).sort()).toEqual([now - 29 * day, now]);
  });
});
