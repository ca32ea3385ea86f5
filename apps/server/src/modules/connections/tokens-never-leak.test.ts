import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPerPersonWorld, orderIdsOf, usePerPersonPeers } from '../../../test/oauth/per-person-world.ts';
import { callApi } from '../../../test/server-fixtures.ts';

const logLines: string[] = [];
/** Every answer of the run: status, headers and body. */
const answers: string[] = [];
const peers = usePerPersonPeers({ app: { logStream: { write: (line) => logLines.push(line) } } });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(() => {
  const inject = peers.test.app.inject.bind(peers.test.app) as (
    options: InjectOptions,
  ) => Promise<LightMyRequestResponse>;
  const recording = async (options: InjectOptions) => {
    const response = await inject(options);
    answers.push(`${response.statusCode} ${JSON.stringify(response.headers)} ${response.body}`);
    return response;
  };
  peers.test.app.inject = recording as unknown as typeof peers.test.app.inject;
});

/** Every row of every table, as text: what a backup of the database holds. */
async function everyRow(): Promise<string> {
  const tables = await peers.test.context.db.introspection.getTables();
  const texts: string[] = [];
  for (const table of tables) {
    const { rows } = await sql`select * from ${sql.table(table.name)}`.execute(peers.test.context.db);
    texts.push(JSON.stringify(rows));
  }
  return texts.join('\n');
}

describe("the people's tokens", () => {
  it('appear in no answer, log line, audit entry or database row of a whole run', async () => {
    const world = await createPerPersonWorld(peers.test, peers.authorization, peers.resource);
    const { ana, ben, admin } = world;
    peers.authorization.setAccessTokenSeconds(1);
    for (const [person, login] of [
      [ana, 'ana'],
      [ben, 'ben'],
      [admin, 'ada'],
    ] as const)
      await world.connect(person, login);
    expect(orderIdsOf(await world.searchCall(ana))).toEqual(['A-1', 'A-2', 'A-3']);
    expect(orderIdsOf(await world.searchCall(ben))).toEqual(['B-1', 'B-2']);
    await world.recordCall(ana, 'A-1');
    await world.recordCall(ana, 'B-1');
    await callApi(peers.test, ben.cookie, 'POST', `/api/views/${world.search.uuid}/export`, {});
    await callApi(
      peers.test,
      admin.cookie,
      'POST',
      `/api/servers/${world.server.uuid}/endpoints/${world.list.uuid}/test`,
      {
        urlVariables: {},
      },
    );
    // Expired tokens refreshed, a refused token renewed, a refused refresh. Every token issued so far
    // lasts a second, so whatever Ana holds now has expired, however long the calls above took.
    await sleep(1_200);
    peers.authorization.setAccessTokenSeconds(3600);
    await world.searchCall(ana, { limit: 11 });
    peers.authorization.forgetAccessTokens();
    await world.searchCall(ana, { limit: 12 });
    // Ben's refresh is refused: his token is forgotten, so his next call needs one.
    await peers.authorization.refuseRefreshesOf('ben');
    peers.authorization.forgetAccessTokens('ben');
    expect((await world.searchCall(ben, { limit: 13 })).json().code).toBe('connection_required');
    // What the provider holds now (refresh tokens included), before the end of the run revokes it.
    const issued = peers.authorization.issuedTokens();
    await callApi(peers.test, ana.cookie, 'GET', '/api/me/connections');
    await callApi(peers.test, admin.cookie, 'GET', `/api/servers/${world.server.uuid}/connections`);
    await callApi(peers.test, admin.cookie, 'GET', `/api/servers/${world.server.uuid}`);
    await callApi(peers.test, admin.cookie, 'GET', '/api/audit?limit=200');
    await callApi(peers.test, ana.cookie, 'DELETE', `/api/me/connections/${world.server.uuid}`);
    await callApi(peers.test, admin.cookie, 'POST', '/api/me/sign-out-everywhere');

    const tokens = new Set([...peers.resource.tokensReceived, ...issued]);
    // The run sent several distinct access tokens (first ones, refreshed, renewed) and held refresh tokens.
    expect(new Set(peers.resource.tokensReceived).size).toBeGreaterThanOrEqual(5);
    expect(tokens.size).toBeGreaterThan(new Set(peers.resource.tokensReceived).size);
    expect(logLines.filter((line) => line.includes('/api/proxy')).length).toBeGreaterThan(5);
    expect(logLines.some((line) => line.includes('/api/servers/oauth/callback?[redacted]'))).toBe(true);
    const audit = JSON.stringify(await peers.test.context.db.selectFrom('audit_log').selectAll().execute());
    expect(audit).toContain('connection.connect');
    const files = readdirSync(peers.test.dataDir).map((file) =>
      readFileSync(join(peers.test.dataDir, file)).toString('latin1'),
    );
    const places = {
      answers: answers.join('\n'),
      log: logLines.join('\n'),
      audit,
      rows: await everyRow(),
      files,
    };
    for (const token of tokens) {
      for (const [place, text] of Object.entries(places)) {
        expect(String(text).includes(token), `a token in ${place}`).toBe(false);
      }
    }
  });
});
