import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The import rules of docs/ARCHITECTURE.md are Biome overrides; a feature folder without its own
// override would be unfenced, so this test fails until biome.json names it.
const root = new URL('../../../', import.meta.url);
const config = JSON.parse(readFileSync(new URL('biome.json', root), 'utf8')) as {
  overrides: Array<{ includes: string[]; linter: unknown }>;
};
const features = readdirSync(new URL('apps/web/src/features/', root), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

function fenceOf(folder: string): string[] {
  const override = config.overrides.find((entry) => entry.includes.includes(`apps/web/src/${folder}/**`));
  const rule = (override?.linter as { rules?: { style?: { noRestrictedImports?: { options: unknown } } } })
    ?.rules?.style?.noRestrictedImports?.options as { patterns: Array<{ group: string[] }> } | undefined;
  return rule?.patterns.flatMap((pattern) => pattern.group) ?? [];
}

describe('import fences', () => {
  it.each(features)('feature %s may import neither another feature nor the app', (feature) => {
    const fence = fenceOf(`features/${feature}`);
    expect(fence).toContain('**/app/**');
    for (const other of features.filter((name) => name !== feature))
      expect(fence).toContain(`**/${other}/**`);
  });

  it.each(['lib', 'components', 'config'])('%s imports no feature and not the app', (folder) => {
    expect(fenceOf(folder)).toEqual(expect.arrayContaining(['**/features/**', '**/app/**']));
  });

  // src/testing is what the tests share: the app never runs it (ARCHITECTURE.md).
  it('keep the test support out of what the app runs', () => {
    const src = fileURLToPath(new URL('apps/web/src/', root));
    const appFiles = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
      (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('testing/'),
    );
    expect(appFiles.length).toBeGreaterThan(100);
    const importing = appFiles.filter((file) =>
      /from '(?:\.\.?\/)+(?:[\w-]+\/)*testing\//.test(readFileSync(`${src}${file}`, 'utf8')),
    );
    expect(importing).toEqual([]);
  });
});
