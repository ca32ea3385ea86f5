import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type FreshDatabase = { url: string; name: string; drop(): Promise<void> };

/**
 * A PostgreSQL database of its own on the server of TEST_DATABASE_URL, for tests that run whole
 * portals (which use the default schema); drop() removes it, connections and all.
 */
export async function createFreshDatabase(prefix: string): Promise<FreshDatabase> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
