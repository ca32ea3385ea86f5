import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;

/**
 * The modules each set of roots brings into a bundle by its static imports once unused code is
 * dropped. A package's index imports every module of the package, so the module graph alone says
 * that a screen using one Mantine component reaches all of them; a build of the roots alone says
 * which it uses. Filled at the start of the app's build (one small build per set, not written), read
 * by the `test` of code-splitting groups (vite.config.ts).
 */
export function usedModules(
  roots: Record<string, string[]>,
  treeshake: Rolldown.InputOptions['treeshake'],
): { plugin: Plugin; of: (name: string) => Set<string> } {
  const used = new Map<string, Set<string>>();
  const of = (name: string) => used.get(name) ?? new Set<string>();
  return {
    of,
    plugin: {
      name: 'portal-used-modules',
      apply: 'build',
      async buildStart() {
        for (const [name, files] of Object.entries(roots)) {
          const output = (await build({
            configFile: false,
            logLevel: 'silent',
            root: process.cwd(),
            plugins: [react()],
            build: {
              write: false,
              emptyOutDir: false,
              lib: { entry: files.map((file) => resolve(file)), formats: ['es'] },
              rolldownOptions: { treeshake },
            },
          })) as Rolldown.RolldownOutput[];
          const chunks = output.flatMap((result) => result.output).filter((file) => file.type === 'chunk');
          const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk as OutputChunk]));
          // The roots' chunks and what they import statically; what they load later is not theirs.
          const seen = new Set<string>();
          const modules = new Set<string>();
          const visit = (chunk: OutputChunk | undefined) => {
            if (!chunk || seen.has(chunk.fileName)) return;
            seen.add(chunk.fileName);
            for (const id of Object.keys(chunk.modules)) modules.add(id);
            for (const imported of chunk.imports) visit(byName.get(imported));
          };
          for (const chunk of chunks) if (chunk.isEntry) visit(chunk as OutputChunk);
          used.set(name, modules);
        }
      },
    },
  };
}
