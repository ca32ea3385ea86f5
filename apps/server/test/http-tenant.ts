import { randomUUID } from 'node:crypto';
import { csrfHeader } from '@portal/contracts';
import { outboxLink, tokenOf } from './auth-test-support.ts';
import type { PortalProcess } from './demo-portal-process.ts';

export type HttpAnswer = { status: number; body: unknown; text: string };
export type HttpTenant = {
  email: string;
  call(method: string, path: string, body?: unknown): Promise<HttpAnswer>;
};

async function answerOf(response: Response): Promise<HttpAnswer> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: kept as text
  }
  return { status: response.status, body, text };
}

/**
 * A stranger who signs up on a running portal over HTTP, as anyone may: registers, opens the
 * activation link from the outbox, signs in. Answers a client with the session's cookie.
 */
export async function signUpOverHttp(portal: Pick<PortalProcess, 'url' | 'dataDir'>): Promise<HttpTenant> {
  const id = randomUUID().slice(0, 8);
  const email = `stranger-${id}@example.com`;
  const password = 'a long enough password';
  const send = async (method: string, path: string, body?: unknown, cookie?: string) =>
    fetch(`${portal.url}${path}`, {
      method,
      headers: {
        [csrfHeader.name]: csrfHeader.value,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookie ? { cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const registered = await send('POST', '/api/register', {
    accountName: `Stranger ${id}`,
    email,
    firstName: 'Eve',
    lastName: 'Stranger',
    password,
    confirmPassword: password,
  });
  if (registered.status !== 200) throw new Error(`registration failed: ${await registered.text()}`);
  const token = tokenOf(await outboxLink(portal.dataDir, email, '/activate/'));
  const activated = await send('POST', '/api/activateaccount', { accountUuid: token });
  if (activated.status !== 200) throw new Error(`activation failed: ${await activated.text()}`);
  const login = await send('POST', '/api/login', { email, password });
  if (login.status !== 200) throw new Error(`sign-in failed: ${await login.text()}`);
  const cookie = login.headers.getSetCookie()[0]?.split(';')[0];
  return {
    email,
    call: async (method, path, body) => answerOf(await send(method, path, body, cookie)),
  };
}
