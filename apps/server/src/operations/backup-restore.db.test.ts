import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFreshDatabase, type FreshDatabase } from '../../test/fresh-database.ts';
import { documented, operationsCommand, withAssignments } from '../../test/operations-doc.ts';
import {
  apiCall,
  demoPassword,
  freePort,
  type PortalProcess,
  signInOver,
  startPortalProcess,
} from '../../test/portal-process.ts';
import { repositoryRoot } from '../config.ts';

const run = promisify(execFile);
const onPostgres = process.env.TEST_DB === 'postgres';

const documentedFolder = '/var/backups/portal-monday';

/**
 * A command of docs/OPERATIONS.md as written, with this test's backup folder and the given values
 * for its NAME=value assignments; `environment` is what the operator's shell holds besides.
 */
function runDocumented(
  pattern: RegExp,
  folder: string,
  assignments: Record<string, string>,
  environment: Record<string, string> = {},
) {
  const command = withAssignments(operationsCommand(pattern), assignments).replace(documentedFolder, folder);
  return run('sh', ['-c', command], {
    cwd: repositoryRoot,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...environment },
  });
}

async function failureOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return String((error as { stderr?: string }).stderr ?? error);
  }
  throw new Error('expected the command to fail');
}

/** The rows the proxy answers for the Customers endpoint of the demo server of that name. */
async function demoRows(portal: PortalProcess, cookie: string, serverName: string) {
  const servers = await apiCall(portal.url, cookie, 'GET', '/api/servers');
  const server = servers.body.find((candidate: { name: string }) => candidate.name === serverName);
  const endpoints = await apiCall(portal.url, cookie, 'GET', `/api/servers/${server.uuid}/endpoints`);
  const list = endpoints.body.find((endpoint: { name: string }) => endpoint.name === 'Customers');
  const answer = await apiCall(portal.url, cookie, 'POST', '/api/proxy', {
    uuid: list.uuid,
    params: { limit: 3 },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.value;
}

describe(`backing up and restoring a portal on ${onPostgres ? 'PostgreSQL' : 'SQLite'}`, () => {
  const folder = mkdtempSync(join(tmpdir(), 'portal-backup-'));
  const backup = join(folder, 'backup');
  const appKey = randomBytes(32).toString('hex');
  const databases: FreshDatabase[] = [];
  let original: Record<string, string>;
  let restored: Record<string, string>;
  let demoUpstreamPort: string;

  beforeAll(async () => {
    demoUpstreamPort = String(await freePort('127.0.0.2'));
    if (onPostgres) {
      databases.push(
        await createFreshDatabase('portal_backup'),
        await createFreshDatabase('portal_restored'),
      );
      // Several instances on one database share APP_SECRET_KEY, so the backup does not hold it.
      original = { DATABASE_URL: databases[0].url, APP_SECRET_KEY: appKey };
      restored = { DATABASE_URL: databases[1].url, APP_SECRET_KEY: appKey };
    } else {
      // The embedded default: the key generated into the data folder goes into the backup.
      original = { DATA_DIR: join(folder, 'original') };
      restored = { DATA_DIR: join(folder, 'restored') };
    }
  });
  /** The documented restore command of this database kind, with these settings. */
  function restore(settings: Record<string, string>) {
    if (onPostgres) return runDocumented(documented.restorePostgres, backup, settings);
    const { DATA_DIR, ...rest } = settings;
    return runDocumented(documented.restoreSqlite, backup, { DATA_DIR }, rest);
  }

  afterAll(async () => {
    await Promise.all(databases.map((database) => database.drop()));
    rmSync(folder, { recursive: true, force: true });
  });

  // Starts a portal process with the demo, runs the backup and the restore commands, then starts a
  // second portal (11 to 13 s alone on a 2-core machine), so it gets the time the two-instance tests
  // get, not the 20 s of an in-process API test.
  it('restores users, groups, servers with their credentials and views, and the portal works there', async () => {
    const demo = { DEMO: '1', DEMO_UPSTREAM_PORT: demoUpstreamPort };
    const first = await startPortalProcess({ ...original, ...demo });
    let password: string;
    let rowsBefore: { basic: unknown; oauth: unknown };
    const grace = {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@night-shift.example',
      roles: ['user'],
    };
    try {
      password = demoPassword(first.output());
      const cookie = await signInOver(first.url, 'admin@demo.portal', password);
      // Besides the demo's own content: a person invited by the admin, in a group of their own.
      const invited = await apiCall(first.url, cookie, 'POST', '/api/users', grace);
      expect(invited.status, JSON.stringify(invited.body)).toBe(200);
      const group = await apiCall(first.url, cookie, 'POST', '/api/groups', { name: 'Night shift' });
      const member = await apiCall(first.url, cookie, 'POST', `/api/groups/${group.body.uuid}/users`, {
        userUuid: invited.body.uuid,
      });
      expect(member.status, JSON.stringify(member.body)).toBe(200);
      rowsBefore = {
        basic: await demoRows(first, cookie, 'Sample CRM (basic auth)'),
        oauth: await demoRows(first, cookie, 'Sample Fusion (OAuth2)'),
      };
      // Online: the portal keeps running while the backup is made.
      const { stdout } = await runDocumented(documented.backup, backup, {}, original);
      expect(stdout).toContain(`Backup written to ${backup}`);
    } finally {
      await first.stop();
    }

    const { stdout } = await restore(restored);
    expect(stdout).toContain('Restored the backup of');

    const second = await startPortalProcess({ ...restored, ...demo });
    try {
      expect(second.output()).not.toContain('Demo account created');
      const cookie = await signInOver(second.url, 'admin@demo.portal', password);
      const views = await apiCall(second.url, cookie, 'GET', '/api/myviews');
      expect(views.status).toBe(200);
      expect(views.body.length).toBeGreaterThan(0);
      const users = await apiCall(second.url, cookie, 'GET', '/api/users');
      expect(users.body.map((user: { email: string }) => user.email)).toContain(grace.email);
      const groups = await apiCall(second.url, cookie, 'GET', '/api/groups');
      const nightShift = groups.body.find((group: { name: string }) => group.name === 'Night shift');
      const members = await apiCall(second.url, cookie, 'GET', `/api/groups/${nightShift.uuid}/users`);
      expect(members.body.map((entry: { user: { email: string } }) => entry.user.email)).toEqual([
        grace.email,
      ]);
      expect(await demoRows(second, cookie, 'Sample CRM (basic auth)')).toEqual(rowsBefore.basic);
      expect(await demoRows(second, cookie, 'Sample Fusion (OAuth2)')).toEqual(rowsBefore.oauth);
    } finally {
      await second.stop();
    }
  }, 60_000);

  it('refuses to restore over a portal that is there already', async () => {
    expect(await failureOf(restore(restored))).toMatch(
      onPostgres
        ? /already holds a portal; restore into an empty database/
        : /exists; restore into an empty data folder/,
    );
  });

  it('refuses to restore with another key than the one the backup was made with', async () => {
    let target: Record<string, string> = { DATA_DIR: join(folder, 'wrong-key') };
    if (onPostgres) {
      const database = await createFreshDatabase('portal_wrong_key');
      databases.push(database);
      target = { DATABASE_URL: database.url };
    }
    const failure = await failureOf(restore({ ...target, APP_SECRET_KEY: 'ab'.repeat(32) }));
    expect(failure).toContain('APP_SECRET_KEY is not the key this backup was made with');
  });
});
