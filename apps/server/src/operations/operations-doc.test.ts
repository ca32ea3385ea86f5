import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { documented, nginxExample, shellCommands } from '../../test/operations-doc.ts';
import { repositoryRoot } from '../config.ts';

function testSources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : testSources(path);
    return entry.name.endsWith('.test.ts') ? [readFileSync(path, 'utf8')] : [];
  });
}

describe('docs/OPERATIONS.md', () => {
  it('holds only commands that a test or CI runs', () => {
    const kinds = Object.entries(documented);
    for (const command of shellCommands()) {
      const matching = kinds.filter(([, pattern]) => pattern.test(command)).map(([kind]) => kind);
      expect(matching, command).toHaveLength(1);
    }
  });

  it('has every kind of command run: by a test that reads it from the document, or by CI', () => {
    const sources = testSources(join(repositoryRoot, 'apps/server')).join('\n');
    for (const kind of Object.keys(documented)) {
      if (kind === 'install') continue;
      expect(sources, kind).toContain(`documented.${kind}`);
    }
    const ci = readFileSync(join(repositoryRoot, '.ci/run'), 'utf8');
    const runner = readFileSync(join(repositoryRoot, 'scripts/run-tests.mjs'), 'utf8');
    expect(ci).toMatch(/^npm ci\b/m);
    expect(ci).toMatch(/^npm test$/m);
    expect(runner).toContain("'npm', ['run', 'build'");
  });

  it('gives an nginx example with both instances and round robin', () => {
    const example = nginxExample();
    expect(example).toContain('server 127.0.0.1:3000');
    expect(example).toContain('server 127.0.0.1:3001');
    expect(example).not.toMatch(/least_conn|ip_hash|hash /);
  });
});
