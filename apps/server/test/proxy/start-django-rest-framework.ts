import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RestSettings } from '@portal/contracts';
import { firstLine, stopProcess } from './child-process.ts';

type Rows = Record<string, unknown>[];

/** The conventions of the /cursor tables: DRF's CursorPagination, declared beside the preset (docs/CONNECTING.md). */
export const drfCursorSettings: RestSettings = {
  preset: 'django-rest-framework',
  paging: { style: 'cursor', from: { body: 'next' }, param: 'cursor', limit: 'page_size' },
  total: 'none',
};

/** Debian's python3-djangorestframework and python3-django-filters install for the system Python. */
const python = '/usr/bin/python3';
const project = fileURLToPath(new URL('./django-rest-framework/', import.meta.url));

export type DjangoRestFramework = {
  /** http://127.0.0.1:port — each table at /<table> (LimitOffsetPagination) and /cursor/<table> (CursorPagination). */
  url: string;
  /** The request line of every request served so far, e.g. "GET /customers?limit=10 HTTP/1.1". */
  requests: string[];
  close(): Promise<void>;
};

function requireDjangoRestFramework() {
  try {
    execFileSync(python, ['-c', 'import rest_framework, django_filters'], { stdio: 'pipe' });
  } catch {
    throw new Error(
      `Django REST framework is not installed for ${python}: apt-get install python3-djangorestframework python3-django-filters (.ci/run installs them).`,
    );
  }
}

/**
 * A real Django REST framework (Debian's, on Django and SQLite) serving `db` on a free loopback
 * port: the project in ./django-rest-framework, copied to a folder of its own with the rows.
 */
export async function startDjangoRestFramework(db: Record<string, Rows>): Promise<DjangoRestFramework> {
  requireDjangoRestFramework();
  const folder = mkdtempSync(join(tmpdir(), 'portal-drf-'));
  cpSync(project, folder, { recursive: true });
  writeFileSync(join(folder, 'tables.json'), JSON.stringify(db));
  const child = spawn(python, ['-u', 'serve.py'], {
    cwd: folder,
    env: { PATH: process.env.PATH, SAMPLE_FOLDER: folder, SAMPLE_TABLES: join(folder, 'tables.json') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const requests: string[] = [];
  let errors = '';
  child.stderr.setEncoding('utf8').on('data', (text: string) => {
    for (const line of text.split('\n')) {
      if (line.startsWith('request ')) requests.push(line.slice('request '.length));
      else if (line) errors += `${line}\n`;
    }
  });
  const stop = () => stopProcess(child).then(() => rmSync(folder, { recursive: true, force: true }));
  try {
    const port = await firstLine(child, 'Django', () => errors);
    return { url: `http://127.0.0.1:${port}`, requests, close: stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
