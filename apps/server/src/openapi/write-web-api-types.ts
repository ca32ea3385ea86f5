// Writes the API's types for the web app from the live OpenAPI document, so that the web app's calls
// (one client typed by them, apps/web/src/lib/api-client.ts) are checked against the routes as they
// are: a route that changes shape breaks the web's type-check. Run before every type-check
// (`npm run typecheck`); the file is generated, never committed.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildApp } from '../app.ts';
import { closeContext, createContext } from '../bootstrap.ts';
import { loadConfig } from '../config.ts';

export const webApiTypesFile = fileURLToPath(
  new URL('../../../web/src/lib/api/generated/api-paths.d.ts', import.meta.url),
);

/** The live document of an app built on a throwaway database, as `/api/docs` serves it. */
export async function readLiveDocument(): Promise<unknown> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-api-types-'));
  const context = await createContext(loadConfig({ DATA_DIR: dataDir, DEMO: '0', LOG_LEVEL: 'silent' }));
  try {
    const app = await buildApp({ ...context, logger: false });
    try {
      return (await app.inject({ method: 'GET', url: '/api/docs' })).json();
    } finally {
      await app.close();
    }
  } finally {
    await closeContext(context);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The TypeScript declarations openapi-typescript makes of a document: `paths`, `components`, `operations`. */
export async function typesOfDocument(document: unknown): Promise<string> {
  const types = astToString(await openapiTS(document as never, { silent: true }));
  return `// Generated from the portal's OpenAPI document by apps/server/src/openapi/write-web-api-types.ts.\n${types}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const types = await typesOfDocument(await readLiveDocument());
  mkdirSync(dirname(webApiTypesFile), { recursive: true });
  writeFileSync(webApiTypesFile, types);
}
