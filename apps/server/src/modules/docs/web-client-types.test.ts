import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { readLiveDocument, typesOfDocument } from '../../openapi/write-web-api-types.ts';

type Schema = { properties?: Record<string, unknown>; required?: string[]; items?: Schema; $ref?: string };
type ApiDocument = {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content: Record<string, { schema: Schema }> }> }>
  >;
  components: { schemas: Record<string, Schema> };
};

const repositoryRoot = fileURLToPath(new URL('../../../../../', import.meta.url));
const webRoot = join(repositoryRoot, 'apps', 'web');
const tsc = join(
  dirname(createRequire(join(repositoryRoot, 'package.json')).resolve('typescript/package.json')),
  'bin',
  'tsc',
);

/**
 * The web app's sources type-checked against the types of a document: a copy inside the web
 * workspace (so its packages resolve as usual), whose generated file holds those types.
 */
async function compileWebAgainst(document: unknown): Promise<string> {
  const copy = mkdtempSync(join(webRoot, '.typed-calls-'));
  try {
    cpSync(join(webRoot, 'src'), join(copy, 'src'), { recursive: true });
    // The generated folder is not in git: on a fresh clone it is there only once `npm run api-types`
    // has run, which the type-check step does beside these tests.
    const generated = join(copy, 'src', 'lib', 'api', 'generated');
    mkdirSync(generated, { recursive: true });
    writeFileSync(join(generated, 'api-paths.d.ts'), await typesOfDocument(document));
    writeFileSync(
      join(copy, 'tsconfig.json'),
      JSON.stringify({
        extends: '../tsconfig.json',
        include: ['src'],
        // The app's own code; its tests run on Node and are type-checked with the project.
        exclude: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'src/testing'],
        compilerOptions: { noEmit: true },
      }),
    );
    return await promisify(execFile)(process.execPath, [tsc, '-p', copy]).then(
      ({ stdout, stderr }) => `${stdout}${stderr}`,
      (failure: { code?: number; stdout?: string; stderr?: string }) =>
        `exit ${failure.code}: ${failure.stdout ?? ''}${failure.stderr ?? ''}`,
    );
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

describe("the web app's calls, typed by the server's OpenAPI document", () => {
  let live: ApiDocument;
  beforeAll(async () => {
    live = (await readLiveDocument()) as ApiDocument;
  }, 60_000);

  it('compile against the document the server serves', async () => {
    expect(await compileWebAgainst(live)).toBe('');
  }, 180_000);

  it('stop compiling when a route the web calls changes shape', async () => {
    const changed = structuredClone(live);
    // The group list answers `title` where it answered `name`, and the view is read at another path.
    const group = changed.paths['/api/groups'].get.responses['200'].content['application/json'].schema;
    const item = group.items?.$ref
      ? changed.components.schemas[group.items.$ref.split('/').at(-1) as string]
      : (group.items as Schema);
    const { name, ...rest } = item.properties ?? {};
    item.properties = { ...rest, title: name };
    item.required = (item.required ?? []).map((field) => (field === 'name' ? 'title' : field));
    changed.paths['/api/pages/{id}'] = changed.paths['/api/views/{id}'];
    delete changed.paths['/api/views/{id}'];

    const compiled = await compileWebAgainst(changed);
    expect(compiled).toMatch(/^exit [1-9]/);
    expect(compiled).toContain('src/lib/api/groups.ts');
    expect(compiled).toContain('src/lib/api/views.ts');
  }, 180_000);
});
