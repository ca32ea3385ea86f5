import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * What each of `roots` (a module by name) imports statically, directly or further down, itself
 * included: the sets are filled once the module graph is known (buildEnd), before chunks are formed,
 * and read by the `test` of code-splitting groups (vite.config.ts).
 */
export function staticClosures(roots: Record<string, string>): {
  plugin: Plugin;
  of: (name: string) => Set<string>;
} {
  const closures = new Map<string, Set<string>>();
  const of = (name: string) => {
    const set = closures.get(name) ?? new Set<string>();
    closures.set(name, set);
    return set;
  };
  return {
    of,
    plugin: {
      name: 'portal-static-closures',
      apply: 'build',
      buildEnd(error) {
        // A build that failed has no whole graph: its own error is the one to show.
        if (error) return;
        const ids = [...this.getModuleIds()];
        for (const [name, file] of Object.entries(roots)) {
          const path = resolve(file);
          const start = ids.find((id) => id === path || id.startsWith(`${path}?`));
          if (!start) throw new Error(`Code splitting: ${path} is not in the module graph.`);
          const seen = of(name);
          seen.clear();
          const queue = [start];
          while (queue.length > 0) {
            const id = queue.pop()!;
            if (seen.has(id)) continue;
            seen.add(id);
            queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
          }
        }
      },
    },
  };
}
