import { messages } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HttpAnswer, type HttpTenant, signUpOverHttp } from '../http-tenant.ts';
import { type PortalProcess, startPortalProcess } from '../portal-process.ts';

// Findings 1 and 2 of the third pass: a 1 KB document whose schema takes itself three times in its
// allOf froze the portal for every account for minutes (the walk was bounded in depth, 16, not in
// breadth: 3^16 steps), and 100 KB of YAML aliases under the parser's alias cap were expanded and
// walked by every pass on the event loop. Each is answered within a second now, while /api/health
// keeps answering another client throughout.

/** A valid OpenAPI 3.0 document with one list operation whose schema's allOf names itself `branches` times. */
function selfReferencingAllOf(branches: number) {
  return {
    openapi: '3.0.3',
    info: { title: `allOf x${branches}`, version: '1' },
    paths: {
      '/things': {
        get: {
          operationId: 'things',
          responses: {
            200: {
              description: 'The things',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } },
            },
          },
        },
      },
    },
    components: {
      schemas: {
        Thing: {
          type: 'object',
          properties: { value: { $ref: '#/components/schemas/Thing' } },
          allOf: Array.from({ length: branches }, () => ({ $ref: '#/components/schemas/Thing' })),
        },
      },
    },
  };
}

/**
 * About 100 KB of YAML: one anchored list of small maps and 99 aliases of it, under the YAML
 * parser's own cap of 100 aliases, expanding to a million values.
 */
function aliasedYaml(): string {
  const item = '{a: 1, b: 2, c: 3, d: 4, e: 5, f: 6, g: 7, h: 8, i: 9}';
  const rows = Array.from({ length: 1_000 }, () => `  - ${item}`).join('\n');
  const copies = Array.from({ length: 99 }, () => '  - *rows').join('\n');
  return `openapi: 3.0.3\ninfo: {title: Aliases, version: '1'}\npaths: {}\nx-rows: &rows\n${rows}\nx-copies:\n${copies}\n`;
}

type Probe = { answered: number; longestMs: number; failures: string[] };

/** Asks /api/health again and again, as another account's page would, until stopped. */
function probeHealth(portal: PortalProcess) {
  const probe: Probe = { answered: 0, longestMs: 0, failures: [] };
  let running = true;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      try {
        const answer = await fetch(`${portal.url}/api/health`, { signal: AbortSignal.timeout(5_000) });
        await answer.arrayBuffer();
        if (answer.status !== 200) probe.failures.push(`status ${answer.status}`);
        else probe.answered += 1;
      } catch (error) {
        probe.failures.push(String(error));
      }
      probe.longestMs = Math.max(probe.longestMs, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return {
    async stop(): Promise<Probe> {
      running = false;
      await done;
      return probe;
    },
  };
}

describe('an OpenAPI document built to stall the portal', () => {
  let portal: PortalProcess;
  let eve: HttpTenant;
  let importPath: string;
  let endpointName: string;

  beforeAll(async () => {
    // Each test sends a plain document and a hostile one: more than the ten imports a minute one person has.
    portal = await startPortalProcess({ IMPORTS_PER_MINUTE: '100' });
    eve = await signUpOverHttp(portal);
    const server = await eve.call('POST', '/api/servers', {
      name: 'Hostile',
      settings: { url: 'https://api.example.com/' },
    });
    importPath = `/api/servers/${(server.body as { uuid: string }).uuid}/endpoints/import`;
    // The reading thread starts with the first import, and its parsers are compiled as they first
    // run (JSON text is read by the YAML parser too): what is timed below is the document alone.
    const warmUp = await eve.call('POST', importPath, { text: JSON.stringify(selfReferencingAllOf(1)) });
    expect(warmUp.status, warmUp.text).toBe(200);
    endpointName = (warmUp.body as { created: Array<{ name: string }> }).created[0].name;
    const aliases = 'openapi: 3.0.3\ninfo: &i {title: Warm, version: "1"}\npaths: {}\nx-again: *i\n';
    expect((await eve.call('POST', importPath, { text: aliases })).status).toBe(200);
  }, 60_000);
  afterAll(() => portal?.stop());

  type Measured = { answer: HttpAnswer; tookMs: number; probe: Probe };

  /** Sends one import while another client asks /api/health. */
  async function importWhileProbing(body: object): Promise<Measured> {
    const health = probeHealth(portal);
    const started = performance.now();
    const answer = await eve.call('POST', importPath, body);
    const tookMs = performance.now() - started;
    const probe = await health.stop();
    expect(probe.failures).toEqual([]);
    expect(probe.answered).toBeGreaterThan(0);
    return { answer, tookMs, probe };
  }

  /**
   * The hostile import and /api/health keep their pace: within a second each, as on a quiet machine.
   * On a machine busy with other work a plain document of the same size, sent just before, sets the
   * pace instead (three times its time): the hostile one must cost about what any document costs.
   * Before, the 3-branch schema took 90 s and /api/health waited as long.
   */
  async function expectPlainPace(hostile: object, plain: object) {
    const pace = await importWhileProbing(plain);
    const measured = await importWhileProbing(hostile);
    const limit = (plainMs: number) => Math.max(1_000, 3 * plainMs);
    console.info(
      `import ${Math.round(measured.tookMs)} ms (plain ${Math.round(pace.tookMs)} ms), longest /api/health ${Math.round(measured.probe.longestMs)} ms (plain ${Math.round(pace.probe.longestMs)} ms)`,
    );
    expect(measured.tookMs).toBeLessThan(limit(pace.tookMs));
    expect(measured.probe.longestMs).toBeLessThan(limit(pace.probe.longestMs));
    return measured.answer;
  }

  it.each([2, 3, 4])('reads a schema whose allOf takes itself %i times within a second', async (branches) => {
    const answer = await expectPlainPace(
      { document: selfReferencingAllOf(branches) },
      { document: selfReferencingAllOf(0) },
    );
    expect(answer.status, answer.text).toBe(200);
    const { unchanged } = answer.body as { unchanged: Array<{ name: string }> };
    expect(unchanged.map((entry) => entry.name)).toEqual([endpointName]);
  });

  it('refuses YAML whose aliases repeat a large value, within a second', async () => {
    const text = aliasedYaml();
    expect(text.length).toBeGreaterThan(50_000);
    expect(text.length).toBeLessThan(110_000);
    // The same text with its aliases written as comments: a plain document of the same size.
    const plain = text.replaceAll('  - *rows', '  # *rows').replace('x-copies:', 'x-copies: []');
    const answer = await expectPlainPace({ text }, { text: plain });
    expect(answer.status, answer.text).toBe(400);
    expect(answer.body).toEqual({ code: 'validation', message: messages.importTooLarge });
  });

  it('refuses 100,000 nested brackets within a second', async () => {
    const text = `openapi: 3.0.3\nx: ${'{a: '.repeat(100_000)}1${'}'.repeat(100_000)}\n`;
    const plain = `openapi: 3.0.3\ninfo: {title: Plain, version: '1'}\npaths: {}\n# ${'x'.repeat(text.length)}\n`;
    const answer = await expectPlainPace({ text }, { text: plain });
    expect(answer.body).toEqual({ code: 'validation', message: messages.importTooDeep });
  });
});
