import { existsSync, readdirSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { join } from 'node:path';
import { messages } from '@portal/contracts';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  linkIn,
  newPerson,
  outboxLink,
  outboxMailsTo,
  post,
  rowCounts,
  tokenOf,
} from '../../../test/auth-test-support.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

type Received = { to: string[]; raw: string };

/** A real SMTP server on a free port that keeps every message it receives. */
async function startSmtpSink() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((recipient) => recipient.address);
        received.push({ to, raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  async function linkFor(to: string, pathPrefix: string): Promise<string> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const mail = received.find((entry) => entry.to.includes(to) && linkIn(entry.raw, pathPrefix));
      if (mail) return linkIn(mail.raw, pathPrefix)!;
      if (Date.now() > deadline) throw new Error(`no mail to ${to} with a ${pathPrefix} link`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    linkFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('mail through a real SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let test: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    test = await createTestApp({ SMTP_URL: smtp.url, AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterAll(async () => {
    await test.close();
    await smtp.close();
  });

  it('registration, activation from the received link, then sign-in', async () => {
    const person = newPerson();
    expect((await post(test, '/api/register', person)).statusCode).toBe(200);
    const link = await smtp.linkFor(person.email, '/activate/');
    expect(link).toMatch(/^http:\/\/portal\.test\/activate\/[A-Za-z0-9_-]{43}$/);
    const mail = smtp.received.find((entry) => entry.to.includes(person.email))!;
    expect(mail.raw).toMatch(/^Subject: Activate your account$/m);
    expect(mail.raw).toMatch(/^Content-Type: text\/html/m);

    expect((await post(test, '/api/activateaccount', { accountUuid: tokenOf(link) })).statusCode).toBe(200);
    const login = await post(test, '/api/login', { email: person.email, password: person.password });
    expect(login.statusCode).toBe(200);
    expect(existsSync(join(test.dataDir, 'outbox'))).toBe(false);
  });

  it('a reset link received by mail sets a new password', async () => {
    const person = newPerson();
    await post(test, '/api/register', person);
    const activation = await smtp.linkFor(person.email, '/activate/');
    await post(test, '/api/activateaccount', { accountUuid: tokenOf(activation) });
    expect((await post(test, '/api/forgotpassword', { email: person.email })).statusCode).toBe(200);
    const link = await smtp.linkFor(person.email, '/resetpassword/');
    const password = 'chosen after the mail';
    const reset = await post(test, '/api/resetpassword', {
      resetPwdUuid: tokenOf(link),
      password,
      confirmPassword: password,
    });
    expect(reset.statusCode).toBe(200);
    expect((await post(test, '/api/login', { email: person.email, password })).statusCode).toBe(200);
  });
});

describe('mail without an SMTP server', () => {
  it('is written as an .eml file in the outbox under the data folder', async () => {
    const test = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    try {
      const person = newPerson();
      await post(test, '/api/register', person);
      await outboxLink(test.dataDir, person.email, '/activate/');
      const files = readdirSync(join(test.dataDir, 'outbox'));
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const [raw] = outboxMailsTo(test.dataDir, person.email);
      expect(raw).toMatch(/^Subject: Activate your account$/m);
      expect(linkIn(raw, '/activate/')).toMatch(/^http:\/\/portal\.test\/activate\//);
    } finally {
      await test.close();
    }
  });

  it('a registration whose activation mail cannot be sent is forgotten: no link to it exists', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const test = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${closedPort}` });
    try {
      const person = newPerson();
      const before = await rowCounts(test.context.db);
      const response = await post(test, '/api/register', person);
      // The answer never waits on the mail server: its status tells nobody whether mail went out.
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: messages.registerSuccess });
      const deadline = Date.now() + 10_000;
      while (
        Date.now() < deadline &&
        (await rowCounts(test.context.db)).registrations !== before.registrations
      ) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      expect(await rowCounts(test.context.db)).toEqual(before);
    } finally {
      await test.close();
    }
  });
});
