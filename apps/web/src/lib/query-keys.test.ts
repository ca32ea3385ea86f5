import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { queryKeys } from './query-keys';

// Every query key is written in query-keys.ts: a key spelled out anywhere else can drift from the
// one that invalidates it, which is how a list stays stale after a change.
const src = new URL('../', import.meta.url);
const factory = 'lib/query-keys.ts';

function sourceFiles(folder: URL, prefix = ''): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return sourceFiles(new URL(`${entry.name}/`, folder), `${prefix}${entry.name}/`);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [`${prefix}${entry.name}`] : [];
  });
}

/** The first word of every key the factory makes, found by making each of them. */
function startsOf(node: unknown): string[] {
  if (typeof node === 'function') return [String((node as (...args: string[]) => unknown[])('x', 'list')[0])];
  return Object.values(node as object).flatMap(startsOf);
}
const starts = [...new Set(startsOf(queryKeys))];

/**
 * An array written where a key is expected (`queryKey: [`, `QueryData([`, `QueryData<T>([`), or an
 * array that starts like one of the factory's keys (`['servers'`).
 */
const keyLiteral = new RegExp(
  String.raw`queryKey:\s*\[|QueryData(?:<[^>]*>)?\(\s*\[|\[\s*'(?:${starts.join('|')})'`,
);

function literalsIn(text: string): string[] {
  return text.split('\n').filter((line) => keyLiteral.test(line));
}

describe('query keys', () => {
  const files = sourceFiles(src);

  it('are written nowhere but in the factory', () => {
    expect(files).toContain(factory);
    expect(files.length).toBeGreaterThan(100);
    const found = files
      .filter((file) => file !== factory)
      .flatMap((file) =>
        literalsIn(readFileSync(new URL(file, src), 'utf8')).map((line) => `${file}: ${line.trim()}`),
      );
    expect(found).toEqual([]);
  });

  it('the check sees the literals it looks for', () => {
    expect(literalsIn("useQuery({ queryKey: ['servers'], queryFn })")).toHaveLength(1);
    expect(literalsIn("queryClient.invalidateQueries({ queryKey: ['groups'] })")).toHaveLength(1);
    expect(literalsIn("queryClient.setQueryData<View>(['views', uuid], view)")).toHaveLength(1);
    expect(literalsIn("const noList = ['proxy', 'list', null] as const;")).toHaveLength(1);
    expect(literalsIn('useQuery({ queryKey: queryKeys.servers.all(), queryFn })')).toEqual([]);
    expect(starts).toEqual(expect.arrayContaining(['session', 'servers', 'views', 'groups', 'proxy']));
  });

  it('nest so that refreshing a start refreshes what lies under it', () => {
    const startsWith = (key: readonly unknown[], start: readonly unknown[]) =>
      start.every((part, index) => key[index] === part);
    expect(startsWith(queryKeys.servers.endpoints('s1'), queryKeys.servers.detail('s1'))).toBe(true);
    expect(
      startsWith(queryKeys.servers.endpointsOfKind('s1', 'list'), queryKeys.servers.endpoints('s1')),
    ).toBe(true);
    expect(startsWith(queryKeys.servers.usage('s1'), queryKeys.servers.all())).toBe(true);
    expect(startsWith(queryKeys.groups.users('g1'), queryKeys.groups.detail('g1'))).toBe(true);
    expect(startsWith(queryKeys.groups.views('g1'), queryKeys.groups.all())).toBe(true);
    for (const key of [queryKeys.views.names(), queryKeys.views.overview(), queryKeys.views.detail('v1')])
      expect(startsWith(key, queryKeys.views.all())).toBe(true);
    expect(startsWith(queryKeys.savedSearches.everyView(), queryKeys.savedSearches.all())).toBe(true);
    expect(startsWith(queryKeys.savedSearches.ofView('v1'), queryKeys.savedSearches.all())).toBe(true);
    expect(startsWith(queryKeys.proxy.search('v1', 'e1', {}), queryKeys.proxy.searchOfView('v1'))).toBe(true);
    expect(startsWith(queryKeys.proxy.list({}), queryKeys.proxy.lists())).toBe(true);
    // A search page's rows are not a detail page's lists, nor is Home's list one of the views lists.
    expect(startsWith(queryKeys.proxy.search('v1', 'e1', {}), queryKeys.proxy.lists())).toBe(false);
    expect(startsWith(queryKeys.myViews.all(), queryKeys.views.all())).toBe(false);
  });
});
