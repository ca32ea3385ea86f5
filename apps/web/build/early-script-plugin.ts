import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/**
 * The files a lazily loaded module needs: the chunk that holds it and every chunk it imports in
 * turn (the entry aside, already on its way), with their stylesheets, as the page addresses them.
 */
function filesOf(bundle: Rolldown.OutputBundle, module: string): string[] {
  const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
  const holder = chunks.find((chunk) => chunk.moduleIds.includes(module));
  if (!holder) throw new Error(`Early script: no chunk holds ${module}.`);
  const files = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (chunk.isEntry || files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const name of chunk.imports) {
      const imported = bundle[name];
      if (imported?.type === 'chunk') visit(imported as OutputChunk);
    }
  };
  visit(holder);
  return [...files].map((file) => `/${file}`);
}

/**
 * `preloads` names lazily loaded modules by a key; the script tag carries each one's files in
 * `data-<key>`, for the script to ask for those a page's first screen needs, beside the entry.
 *
 * Builds `entry` on its own, as one small classic script (no imports, so nothing waits for another
 * file), into assets/early-[hash].js, and puts `<script async>` for it first in the HTML head: it
 * starts as soon as the HTML arrives and runs while the app's module graph is still downloading.
 * CSP allows it (script-src 'self'); a dev server does without it.
 */
/** Minified, before compression: the script is a few KB of request code. */
const earlyScriptMaxBytes = 16 * 1024;

export function earlyScript(
  entry: string,
  treeshake: Rolldown.InputOptions['treeshake'],
  preloads: Record<string, string> = {},
): Plugin {
  let fileName = '';
  let code = '';
  return {
    name: 'portal-early-script',
    apply: 'build',
    async buildStart() {
      const output = (await build({
        configFile: false,
        logLevel: 'warn',
        root: process.cwd(),
        build: {
          write: false,
          minify: true,
          emptyOutDir: false,
          lib: { entry: resolve(entry), formats: ['iife'], name: 'portalEarly', fileName: 'early' },
          rolldownOptions: {
            treeshake,
            // The script's imports reach TanStack Query, whose modules say "use client" for React Server
            // Components; only the plain request code is kept, so the bundler's note on each is noise
            // (the app's own build drops it through the React plugin).
            onLog(level, log, handler) {
              if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.message.includes('"use client"')) return;
              handler(level, log);
            },
          },
        },
      })) as Rolldown.RolldownOutput[];
      code = output[0].output[0].code;
      // The script runs before anything else, on every page: a module that drags in a library (zod,
      // whose compiled parsers probe eval and break the CSP) or every text would undo its point.
      if (code.length > earlyScriptMaxBytes)
        throw new Error(
          `The early script is ${code.length} bytes, past its ${earlyScriptMaxBytes}: an import took in more than request code.`,
        );
      if (code.includes('_zod'))
        throw new Error('The early script takes in zod: an import reached a schema.');
      const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
      fileName = `assets/early-${hash}.js`;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, { bundle }) => {
        const files = Object.fromEntries(
          Object.entries(preloads).map(([key, module]) => [
            `data-${key}`,
            bundle ? filesOf(bundle, resolve(module)).join(' ') : '',
          ]),
        );
        return [
          {
            tag: 'script',
            attrs: { async: true, src: `/${fileName}`, ...files },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: code });
    },
  };
}
