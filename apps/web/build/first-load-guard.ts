import type { Plugin } from 'vite';

/**
 * Fails the build when a chunk a signed-in page loads first (`names`) holds a module of one of
 * `packages`: one import of a schema from the contracts brings the whole of zod (about 25 KB gzip)
 * into the search page's first load, which DESIGN.md §9 keeps under 200 KB.
 */
export function firstLoadGuard(names: readonly string[], packages: readonly string[]): Plugin {
  const inPackage = (id: string) =>
    packages.find(
      (name) => id.includes(`/node_modules/${name}/`) || id.includes(`\\node_modules\\${name}\\`),
    );
  return {
    name: 'portal-first-load-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !names.includes(chunk.name)) continue;
        const found = chunk.moduleIds.map(inPackage).find(Boolean);
        if (found)
          throw new Error(
            `The ${chunk.name} chunk takes in ${found}, which a first load does without: an import reached a schema.`,
          );
      }
    },
  };
}
