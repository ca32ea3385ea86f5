import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repositoryRoot } from '../src/config.ts';

export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export type PortalProcess = {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** Everything the process printed so far, stdout and stderr. */
  output(): string;
  /** The exit code (or signal name) once the process has ended. */
  exited: Promise<number | string>;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<number | string>;
};

/** `NAME=value … node <args>` as a shell would read it (no quoting: the documented lines need none). */
export function parseCommandLine(line: string): { environment: Record<string, string>; args: string[] } {
  const words = line.trim().split(/\s+/);
  const environment: Record<string, string> = {};
  while (words.length && /^[A-Z_]+=/.test(words[0])) {
    const [name, ...value] = words.shift()!.split('=');
    environment[name] = value.join('=');
  }
  if (words.shift() !== 'node') throw new Error(`Not a node command: ${line}`);
  return { environment, args: words };
}

/**
 * `node apps/server/src/server.ts` (or the given command line) as an operator runs it, in its own process, with the given
 * environment on top of a quiet default (no demo, warnings only, a fresh data folder that stop()
 * removes unless DATA_DIR is given). Resolves once /api/health answers.
 */
export async function startPortalProcess(
  environment: Record<string, string>,
  options: { commandLine?: string } = {},
): Promise<PortalProcess> {
  const command = parseCommandLine(options.commandLine ?? 'node apps/server/src/server.ts');
  const port = Number(environment.PORT ?? (await freePort()));
  const ownDataDir = environment.DATA_DIR === undefined;
  const dataDir = environment.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'portal-process-'));
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, command.args, {
    cwd: repositoryRoot,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DEMO: '0',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      ...command.environment,
      ...environment,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited: Promise<number | string> = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The portal exited during start:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The portal did not start in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    port,
    dataDir,
    child,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const code = await exited;
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}

/** The demo admin's password, which an empty database prints once at start. */
export function demoPassword(output: string): string {
  const password = /password:\s+(\S+)/.exec(output)?.[1];
  if (!password) throw new Error(`The demo printed no password:\n${output}`);
  return password;
}

const ajax = { 'x-requested-with': 'XMLHttpRequest' };
const json = { 'content-type': 'application/json' };

/** Signs in over HTTP and returns the session cookie. */
export async function signInOver(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { ...ajax, ...json },
    body: JSON.stringify({ email, password, fingerprint: 'test' }),
  });
  if (!response.ok) throw new Error(`Sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** One API call with a session, as the web app makes it; answers status and parsed body. */
export async function apiCall(
  url: string,
  cookie: string | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: object,
  // biome-ignore lint/suspicious/noExplicitAny: tests read whichever fields the call answers
): Promise<{ status: number; body: any }> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { ...ajax, ...(body ? json : {}), ...(cookie ? { cookie } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: response.status, body: parsed };
}
