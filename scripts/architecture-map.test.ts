import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// docs/ARCHITECTURE.md is the map a newcomer opens first: a file it names that moved or went sends
// them nowhere. Each path it spells from the root must exist, and each file it names by its own
// name (beside the path of the row) must exist somewhere in the tree.
const root = new URL('../', import.meta.url);
const map = readFileSync(new URL('docs/ARCHITECTURE.md', root), 'utf8');
const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
}).split('\n');
// Built, never committed: the map says so where it names them.
const built = ['apps/web/dist-server', 'apps/web/src/lib/api/generated'];

const quoted = [...map.matchAll(/`([\w@./-]+)`/g)].map((match) => match[1]!);

describe('the architecture map', () => {
  it('names paths from the root that exist', () => {
    const paths = quoted.filter((text) => /^(apps|packages|docs|e2e|scripts|bench)\//.test(text));
    expect(paths.length).toBeGreaterThan(50);
    const missing = paths
      .map((path) => path.replace(/\/$/, ''))
      .filter((path) => !built.some((place) => path.startsWith(place)))
      .filter((path) => !existsSync(new URL(path, root)));
    expect(missing).toEqual([]);
  });

  it('names files that exist in the tree', () => {
    const files = quoted.filter((text) => /\.(ts|tsx|mjs|json|md)$/.test(text));
    const missing = files.filter(
      (file) => !tracked.some((path) => path === file || path.endsWith(`/${file}`)),
    );
    expect(missing).toEqual([]);
  });
});
