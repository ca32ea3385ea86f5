import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { firstLine, stopProcess } from './child-process.ts';

/** A real web framework serving the tests' rows and publishing its own OpenAPI document. */
export type ApiFramework = {
  /** http://127.0.0.1:port/ */
  url: string;
  /** Where it publishes its OpenAPI document, relative to `url`. */
  documentPath: string;
  /** The sign-in its document describes. */
  username: string;
  password: string;
  /** Each request served so far, as "GET /path?query". */
  requests: string[];
  close(): Promise<void>;
};

/** Debian's python3-fastapi and python3-uvicorn install for the system Python. */
const python = '/usr/bin/python3';

type Start = { command: string; args: string[]; cwd: string; name: string };

async function start(
  { command, args, cwd, name }: Start,
  tables: object,
  extra: Pick<ApiFramework, 'documentPath' | 'username' | 'password'>,
): Promise<ApiFramework> {
  const folder = mkdtempSync(join(tmpdir(), 'portal-api-'));
  const file = join(folder, 'tables.json');
  writeFileSync(file, JSON.stringify(tables));
  const child = spawn(command, args, {
    cwd,
    env: {
      PATH: process.env.PATH,
      // Python would otherwise write its compiled app.py beside it, into the repository.
      PYTHONDONTWRITEBYTECODE: '1',
      SAMPLE_TABLES: file,
      SAMPLE_USERNAME: extra.username,
      SAMPLE_PASSWORD: extra.password,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const requests: string[] = [];
  let errors = '';
  child.stderr?.setEncoding('utf8').on('data', (text: string) => {
    for (const line of text.split('\n')) {
      if (line.startsWith('request ')) requests.push(line.slice('request '.length));
      else if (line) errors += `${line}\n`;
    }
  });
  const stop = () => stopProcess(child).then(() => rmSync(folder, { recursive: true, force: true }));
  try {
    const port = await firstLine(child, name, () => errors, 30);
    return { url: `http://127.0.0.1:${port}/`, requests, close: stop, ...extra };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** FastAPI (Debian's 0.92 on uvicorn): the ticket desk of ./fastapi/app.py, its document at openapi.json. */
export function startFastApi(tables: object): Promise<ApiFramework> {
  try {
    execFileSync(python, ['-c', 'import fastapi, uvicorn, multipart'], { stdio: 'pipe' });
  } catch {
    throw new Error(
      `FastAPI is not installed for ${python}: apt-get install python3-fastapi python3-uvicorn python3-multipart (.ci/run installs them).`,
    );
  }
  const cwd = fileURLToPath(new URL('./fastapi/', import.meta.url));
  return start({ command: python, args: ['-u', 'serve.py'], cwd, name: 'FastAPI' }, tables, {
    documentPath: 'openapi.json',
    username: 'desk',
    password: 'desk-password',
  });
}

/** NestJS with @nestjs/swagger: the order desk of ./nestjs/serve.mjs, its document at docs-json. */
export function startNestJs(tables: object): Promise<ApiFramework> {
  const cwd = fileURLToPath(new URL('./nestjs/', import.meta.url));
  return start({ command: process.execPath, args: ['serve.mjs'], cwd, name: 'NestJS' }, tables, {
    documentPath: 'docs-json',
    username: 'orders',
    password: 'orders-password',
  });
}
