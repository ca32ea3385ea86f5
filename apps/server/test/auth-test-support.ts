import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../src/db/database.ts';
import { apiHeaders, type TestApp } from './test-app.ts';

/** A state-changing call as the portal's own pages make it. */
export function post(test: TestApp, url: string, payload?: unknown, cookie?: string) {
  return test.app.inject({ method: 'POST', url, headers: apiHeaders(cookie), payload: payload as object });
}

export function newPerson(prefix = 'owner') {
  const id = randomUUID().slice(0, 8);
  return {
    accountName: `${prefix} Company ${id}`,
    email: `${prefix}-${id}@example.com`,
    firstName: 'Ada',
    lastName: 'Lovelace',
    password: 'a long enough password',
    confirmPassword: 'a long enough password',
  };
}

/** Undoes quoted-printable soft line breaks and finds the link under pathPrefix in a raw message. */
export function linkIn(raw: string, pathPrefix: string): string | undefined {
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  return text.match(new RegExp(`https?://[^\\s"<>]*${pathPrefix}[A-Za-z0-9_-]+`))?.[0];
}

export const tokenOf = (link: string) => new URL(link).pathname.split('/').pop()!;

/** The raw outbox mails (.eml files) addressed to `to`, oldest first. */
export function outboxMailsTo(dataDir: string, to: string): string[] {
  const outbox = join(dataDir, 'outbox');
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => readFileSync(join(outbox, name), 'utf8'))
    .filter((raw) => new RegExp(`^To: ${to}$`, 'im').test(raw));
}

/** Waits for the count-th outbox mail to `to` (the reset mail is sent after the answer) and returns its link. */
export async function outboxLink(
  dataDir: string,
  to: string,
  pathPrefix: string,
  count = 1,
): Promise<string> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const mails = outboxMailsTo(dataDir, to);
    const link = mails.length >= count ? linkIn(mails[count - 1], pathPrefix) : undefined;
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`no mail number ${count} to ${to} with a ${pathPrefix} link`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The "name=value" cookie a response set. */
export function sessionCookie(test: TestApp, response: { cookies: Array<{ name: string; value: string }> }) {
  const cookie = response.cookies.find((entry) => entry.name === test.app.sessions.cookieName);
  if (!cookie) throw new Error('no session cookie was set');
  return `${cookie.name}=${cookie.value}`;
}

export async function rowCounts(db: Db) {
  const count = async (table: 'accounts' | 'users' | 'tokens' | 'sessions' | 'registrations') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    accounts: await count('accounts'),
    users: await count('users'),
    tokens: await count('tokens'),
    sessions: await count('sessions'),
    registrations: await count('registrations'),
  };
}

export async function auditActions(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('audit_log')
    .select('action')
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('target_id', '=', userId)]))
    .orderBy('created_at')
    .execute();
  return rows.map((row) => row.action);
}
