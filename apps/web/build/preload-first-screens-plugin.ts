import type { HtmlTagDescriptor, Plugin } from 'vite';

type Chunk = {
  type: 'chunk';
  fileName: string;
  imports: string[];
  isEntry: boolean;
  facadeModuleId: string | null;
};
type Bundle = Record<string, Chunk | { type: 'asset' }>;

/** A chunk's file and every chunk it imports, transitively. */
function withImports(bundle: Bundle, fileName: string, into = new Set<string>()): Set<string> {
  if (into.has(fileName)) return into;
  into.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const imported of chunk.imports) withImports(bundle, imported, into);
  return into;
}

/**
 * Lets the HTML ask for the code of the screens most first visits need (the signed-in shell and a
 * search page) while the entry script downloads, instead of after it has run: `<link
 * rel="modulepreload">` for those lazy chunks and everything they import that the entry does not.
 */
export function preloadFirstScreens(modules: string[]): Plugin {
  return {
    name: 'portal-preload-first-screens',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle as unknown as Bundle | undefined;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((item): item is Chunk => item.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        const loadedWithEntry = entry ? withImports(bundle, entry.fileName) : new Set<string>();
        const wanted = new Set<string>();
        for (const chunk of chunks) {
          if (chunk.facadeModuleId && modules.some((module) => chunk.facadeModuleId?.endsWith(module))) {
            withImports(bundle, chunk.fileName, wanted);
          }
        }
        return [...wanted]
          .filter((fileName) => !loadedWithEntry.has(fileName))
          .map(
            (fileName): HtmlTagDescriptor => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
              injectTo: 'head',
            }),
          );
      },
    },
  };
}
