import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnreachable } from './database-unreachable.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('telling an unreachable database from a failed query', () => {
  it('counts a broken or refused connection and a database that refuses connections for now', () => {
    expect(isDatabaseUnreachable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnreachable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnreachable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnreachable(withCode('the database system is shutting down', '57P01'))).toBe(true);
    expect(isDatabaseUnreachable(withCode('connection failure', '08006'))).toBe(true);
    expect(
      isDatabaseUnreachable(new Error('query failed', { cause: new Error('Connection terminated') })),
    ).toBe(true);
  });

  it('leaves a query error, a constraint and a bug to be what they are', () => {
    expect(isDatabaseUnreachable(withCode('duplicate key value violates unique constraint', '23505'))).toBe(
      false,
    );
    expect(isDatabaseUnreachable(withCode('syntax error at or near "selec"', '42601'))).toBe(false);
    expect(isDatabaseUnreachable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(
      false,
    );
    expect(isDatabaseUnreachable('Connection terminated')).toBe(false);
  });

  it('recognises what a pool pointed at a closed port throws', async () => {
    const pool = new pg.Pool({ host: '127.0.0.1', port: 1, connectionTimeoutMillis: 2_000 });
    const error = await pool.query('select 1').catch((caught: unknown) => caught);
    await pool.end();
    expect(isDatabaseUnreachable(error)).toBe(true);
  });
});
