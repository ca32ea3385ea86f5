import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDatabase, migrate, pastCatalogRaces } from './database.ts';

const missingSchema = Object.assign(new Error('schema "t_gone" does not exist'), { code: '3F000' });

describe('a migrator that meets another schema being dropped', () => {
  it('looks again, and gives up after ten looks', async () => {
    const answers = [{ error: missingSchema }, { error: missingSchema }, { error: undefined }];
    let runs = 0;
    expect(await pastCatalogRaces(async () => answers[runs++])).toEqual({ error: undefined });
    expect(runs).toBe(3);

    runs = 0;
    expect(await pastCatalogRaces(async () => ({ error: missingSchema, run: ++runs }))).toEqual({
      error: missingSchema,
      run: 10,
    });
  });

  it('does not run again for any other failure', async () => {
    const other = Object.assign(new Error('permission denied'), { code: '42501' });
    let runs = 0;
    expect(await pastCatalogRaces(async () => ({ error: other, run: ++runs }))).toEqual({
      error: other,
      run: 1,
    });
  });
});

// PostgreSQL's own race: SQLite has one schema to a file, and nothing to meet.
if (process.env.TEST_DB === 'postgres') {
  describe('PostgreSQL', () => {
    it('brings schemas up to date while other schemas of the database are created and dropped', async () => {
      const url = process.env.TEST_DATABASE_URL;
      const dataDir = mkdtempSync(join(tmpdir(), 'portal-races-'));
      const { db: churn } = createDatabase({ databaseUrl: url, dataDir });
      let churning = true;
      const dropping = (async () => {
        while (churning) {
          const name = `x_${randomBytes(6).toString('hex')}`;
          await churn.schema.createSchema(name).execute();
          await churn.schema.createTable(`${name}.t`).addColumn('id', 'integer').execute();
          await churn.schema.dropSchema(name).cascade().execute();
          // Test files drop a schema every few moments, not without pause.
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
      })();
      const schemas: string[] = [];
      try {
        for (let round = 0; round < 6; round++) {
          const schema = `r_${randomBytes(6).toString('hex')}`;
          schemas.push(schema);
          const { db } = createDatabase({ databaseUrl: url, dataDir, schema });
          try {
            expect((await migrate(db, { schema })).length).toBeGreaterThan(0);
          } finally {
            await db.destroy();
          }
        }
      } finally {
        churning = false;
        await dropping;
        for (const schema of schemas) await churn.schema.dropSchema(schema).ifExists().cascade().execute();
        await churn.destroy();
        rmSync(dataDir, { recursive: true, force: true });
      }
    });
  });
}
