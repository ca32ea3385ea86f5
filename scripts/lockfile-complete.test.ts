import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type LockedPackage = { version?: string; optionalDependencies?: Record<string, string> };

/** Where Node would find `name` from the package at `path`: its own node_modules, then each parent's. */
function findInstalled(packages: Record<string, LockedPackage>, path: string, name: string) {
  let base = path;
  for (;;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!base) return undefined;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent < 0 ? '' : base.slice(0, parent);
  }
}

// `npm ci` installs exactly what the lockfile lists. A platform package it leaves out (a native
// binary of the bundler, say) is then missing on that platform, and the build fails there.
describe('the lockfile', () => {
  it("lists every optional package of every locked package, each platform's binaries included", () => {
    const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));
    const packages: Record<string, LockedPackage> = lock.packages;
    const missing = Object.entries(packages).flatMap(([path, locked]) =>
      Object.keys(locked.optionalDependencies ?? {})
        .filter((name) => !findInstalled(packages, path, name))
        .map((name) => `${path || 'the root'} needs ${name}`),
    );
    expect(missing).toEqual([]);
  });
});
