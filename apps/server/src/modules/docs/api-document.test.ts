import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listApiRoutes } from '../../../test/access/list-api-routes.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { type DocumentedOperations, typedClientCalls } from '../../../test/typed-client-calls.ts';
import { typesOfDocument } from '../../openapi/write-web-api-types.ts';

type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  responses?: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
};
type ApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { properties?: object; required?: string[] }> };
};

const repositoryRoot = fileURLToPath(new URL('../../../../../', import.meta.url));
const fromRoot = createRequire(join(repositoryRoot, 'package.json'));
/** The project's own compiler, as `npm run typecheck` runs it. */
const tsc = join(dirname(fromRoot.resolve('typescript/package.json')), 'bin', 'tsc');
const openapiFetchTypes = join(dirname(fromRoot.resolve('openapi-fetch')), 'index.d.mts');

const operationsOf = (document: ApiDocument) =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      call: `${method.toUpperCase()} ${path}`,
      operation,
    })),
  );

describe('GET /api/docs as the tools of its users read it', () => {
  let test: TestApp;
  let document: ApiDocument;
  beforeAll(async () => {
    test = await createTestApp();
    document = (await test.app.inject({ method: 'GET', url: '/api/docs' })).json();
  });
  afterAll(() => test.close());

  it("passes Redocly's recommended rules without an error", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: 'docs.json',
      config,
    });
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`);
    expect(errors).toEqual([]);
  });

  it('describes every registered call (but the document itself)', () => {
    const registered = listApiRoutes(test.app)
      .filter((route) => route !== 'GET /api/docs')
      .map((route) => route.replace(/:(\w+)/g, '{$1}'));
    expect(
      operationsOf(document)
        .map(({ call }) => call)
        .sort(),
    ).toEqual(registered.sort());
  });

  it('gives every call an operationId, a summary, a tag, and {code, message} as each of its 4xx answers', () => {
    const gaps = operationsOf(document).flatMap(({ call, operation }) => {
      const refusals = Object.entries(operation.responses ?? {}).filter(([status]) => status.startsWith('4'));
      return [
        ...(operation.operationId ? [] : [`${call}: no operationId`]),
        ...(operation.summary ? [] : [`${call}: no summary`]),
        ...(operation.tags?.length ? [] : [`${call}: no tag`]),
        ...(refusals.length ? [] : [`${call}: no 4xx answer`]),
        ...refusals
          .filter(
            ([, answer]) =>
              answer.content?.['application/json']?.schema?.$ref !== '#/components/schemas/ErrorReply',
          )
          .map(([status]) => `${call}: ${status} is not an ErrorReply`),
      ];
    });
    expect(gaps).toEqual([]);
    const ids = operationsOf(document).map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.components.schemas.ErrorReply.required).toEqual(['code', 'message']);
  });

  it('generates a typed client on which real calls compile and wrong ones do not', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'portal-api-client-'));
    try {
      writeFileSync(join(folder, 'api.d.ts'), await typesOfDocument(document));
      writeFileSync(join(folder, 'calls.ts'), typedClientCalls(document.paths as DocumentedOperations));
      const compilerOptions = {
        strict: true,
        noEmit: true,
        target: 'es2024',
        module: 'preserve',
        moduleResolution: 'bundler',
        lib: ['es2024', 'dom'],
        types: [],
        paths: { 'openapi-fetch': [openapiFetchTypes] },
      };
      writeFileSync(join(folder, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['calls.ts'] }));
      // A compiler that does not run fails too: its exit code and whatever it said are the result.
      const compiled = await promisify(execFile)(process.execPath, [tsc, '-p', folder]).then(
        ({ stdout, stderr }) => `${stdout}${stderr}`,
        (failure: { code?: number; stdout?: string; stderr?: string }) =>
          `exit ${failure.code}: ${failure.stdout ?? ''}${failure.stderr ?? ''}`,
      );
      expect(compiled).toBe('');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
