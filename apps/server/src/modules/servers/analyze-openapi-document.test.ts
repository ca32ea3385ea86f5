import { messages } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { usersApi30 } from '../../../test/openapi-documents.ts';
import { AppError, RateLimited } from '../../errors.ts';
import { createOpenApiReader, type OpenApiReaderOptions } from './analyze-openapi-document.ts';

const reader = (options: Partial<OpenApiReaderOptions>) =>
  createOpenApiReader({ threads: 1, waiting: 1, deadlineMs: 10_000, memoryMb: 256, ...options });
const endpoints = { endpoints: { serverUrl: 'https://api.example.com/v1', rowsPaths: [''] } };

async function refusalOf(work: Promise<unknown>) {
  const error = await work.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  const { code, message } = error as AppError;
  return { code, message, ...(error instanceof RateLimited ? { retryAfter: error.retryAfterSeconds } : {}) };
}

describe("the import's reading thread", () => {
  it('answers the analyses asked for, under their names, as plain data', async () => {
    const { analyze } = reader({});
    const { endpoints: plan } = await analyze({ document: usersApi30() }, endpoints);
    expect(plan.endpoints.map((endpoint) => `${endpoint.name} ${endpoint.url} ${endpoint.response}`)).toEqual(
      ['Users users list', 'One user users/$(userId) record', 'Orders orders record'],
    );
    expect(plan.skipped).toEqual([{ operation: 'POST /users', reason: messages.importSkipMethod }]);
  });

  it('stops a document past its deadline, says so, and reads the next one on a fresh thread', async () => {
    const { analyze } = reader({ deadlineMs: 1 });
    const big = usersApi30();
    for (let index = 0; index < 1_500; index += 1) {
      (big.paths as Record<string, unknown>)[`/extra${index}`] = big.paths['/users'];
    }
    for (let round = 0; round < 2; round += 1) {
      expect(await refusalOf(analyze({ document: big }, endpoints))).toEqual({
        code: 'validation',
        message: messages.importTooSlow,
      });
    }
  });

  it('stops a thread that needs more memory than an import may use', async () => {
    const { analyze } = reader({ memoryMb: 16 });
    const wide = usersApi30() as { paths: Record<string, unknown> };
    const fields = Object.fromEntries(Array.from({ length: 20 }, (_, at) => [`f${at}`, { type: 'string' }]));
    for (let index = 0; index < 1_200; index += 1) {
      const parameters = Array.from({ length: 20 }, (_, at) => ({
        name: `p${at}`,
        in: 'query',
        schema: { type: 'string', description: 'x'.repeat(50) },
      }));
      const schema = { type: 'object', properties: fields };
      wide.paths[`/extra${index}`] = {
        get: {
          parameters,
          responses: { 200: { description: 'x', content: { 'application/json': { schema } } } },
        },
      };
    }
    expect(await refusalOf(analyze({ document: wide }, endpoints))).toEqual({
      code: 'validation',
      message: messages.importOutOfMemory,
    });
  });

  it('lets a few imports wait for a thread and refuses more with a time to try again', async () => {
    const { analyze } = reader({ threads: 1, waiting: 1 });
    const first = analyze({ document: usersApi30() }, endpoints);
    const second = analyze({ document: usersApi30() }, endpoints);
    expect(await refusalOf(analyze({ document: usersApi30() }, endpoints))).toEqual({
      code: 'rate_limited',
      message: messages.importBusy,
      retryAfter: 30,
    });
    expect((await first).endpoints.endpoints).toHaveLength(3);
    expect((await second).endpoints.endpoints).toHaveLength(3);
    // Once the queue has room again, the next one is read.
    expect((await analyze({ document: usersApi30() }, endpoints)).endpoints.endpoints).toHaveLength(3);
  });
});
