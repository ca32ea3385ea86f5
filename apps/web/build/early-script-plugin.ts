import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';

/**
 * Builds `entry` on its own, as one small classic script (no imports, so nothing waits for another
 * file), into assets/early-[hash].js, and puts `<script async>` for it first in the HTML head: it
 * starts as soon as the HTML arrives and runs while the app's module graph is still downloading.
 * CSP allows it (script-src 'self'); a dev server does without it.
 */
export function earlyScript(entry: string, treeshake: Rolldown.InputOptions['treeshake']): Plugin {
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
      const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
      fileName = `assets/early-${hash}.js`;
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        { tag: 'script', attrs: { async: true, src: `/${fileName}` }, injectTo: 'head-prepend' },
      ],
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: code });
    },
  };
}
