import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
// Local imports spell their extension, as Node's own loader (Vite's coming default) requires.
import { staticClosures } from './build/chunk-groups.ts';
import { earlyScript } from './build/early-script-plugin.ts';
import { firstLoadGuard } from './build/first-load-guard.ts';
import { precompress } from './build/precompress-plugin.ts';
import { usedModules } from './build/used-modules.ts';
import { paths } from './src/config/paths.ts';

// The worker answers with the app shell only for the portal's own routes (query allowed); any other
// address on the origin, e.g. a page that frames the portal, still goes to the network.
const appRoutes = Object.values(paths).map(
  ({ path }) => new RegExp(`^${path.replace(/:[^/]+/g, '[^/?]+')}/?(?:\\?.*)?$`),
);

// The contracts only declare schemas and constants, so a screen that needs just the messages does
// not pull in zod and every schema (tens of KB a plain user would otherwise download).
const treeshake = {
  moduleSideEffects: [{ test: /packages\/contracts\/src\/.*\.ts$/, sideEffects: false }],
};

// Apart from the entry (main.tsx: React and the choice of app), one chunk each for the public app (the
// sign-in form and what the public pages share), the signed-in app's start (the router, TanStack Query,
// the providers) and the signed-in app itself (layout, menus, search page), plus one for what the public
// app shares with the signed-in one (Mantine's core and the components both use, the API client). Each
// holds its root's own modules and the package modules they use (those its module reaches by static
// imports; a package's index would reach the whole package, used or not, so which package modules each
// app uses is read from a build of each app alone). So the sign-in page loads the entry, the shared chunk
// and the public app only, and a signed-in page never loads the public app's chunk.
const closures = staticClosures({
  public: 'src/app/public-app.tsx',
  shell: 'src/app/full-app.tsx',
  app: 'src/app/signed-in-app.ts',
});
const used = usedModules(
  {
    public: ['src/app/public-app.tsx'],
    signedIn: ['src/app/full-app.tsx', 'src/app/signed-in-app.ts'],
  },
  treeshake,
);
const ownModule = /[\\/]apps[\\/]web[\\/]src[\\/]/;
const inPublicApp = (id: string) => ownModule.test(id) && closures.of('public').has(id);
const inShell = (id: string) => ownModule.test(id) && closures.of('shell').has(id);
const inSignedInApp = (id: string) =>
  ownModule.test(id) && closures.of('app').has(id) && !inShell(id) && !inPublicApp(id);
/** A module of our own, or of a package, that both the public app and the signed-in app use. */
const sharedByBothApps = (id: string) =>
  ownModule.test(id)
    ? inPublicApp(id) && (inShell(id) || closures.of('app').has(id))
    : used.of('public').has(id) && used.of('signedIn').has(id);

// The first screen of a signed-in page, rendered by the server from these same components
// (src/app/first-screen): built for Node into dist-server/, beside the browser's build and never served.
// Everything is bundled in, packages too: their production builds (React's is several times faster than
// the development build that Node would pick without NODE_ENV) and one copy of React for all of them.
// Its entry (src/app/first-screen/render-first-screen.tsx) is named by the build script.
const serverBuild = defineConfig({
  plugins: [react()],
  publicDir: false,
  ssr: { noExternal: true },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: 'dist-server',
    emptyOutDir: true,
    rolldownOptions: { treeshake, output: { entryFileNames: 'render-first-screen.js' } },
  },
});

const browserBuild = defineConfig({
  plugins: [
    react(),
    closures.plugin,
    used.plugin,
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: 'script-defer',
      manifest: {
        name: 'Portal',
        short_name: 'Portal',
        start_url: '/home',
        display: 'standalone',
        theme_color: '#01696A',
        background_color: '#ffffff',
        icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      },
      workbox: {
        // App shell only: the page, its early and entry scripts, the signed-in app's start and the app
        // itself (layout, menus, search page) and their styles, and the icon. Lazy screens (admin, designer) are fetched when opened,
        // so a plain user never downloads them in the background.
        globPatterns: ['index.html', 'favicon.svg', 'assets/{index,early,common,shell,app}-*.{js,css}'],
        navigateFallback: 'index.html',
        navigateFallbackAllowlist: appRoutes,
        // API answers are per user and per moment: never served from or stored in the worker. Search
        // and detail pages come from the server with their first screen drawn (src/app/first-screen):
        // the worker leaves them to the network, and never keeps them (they hold the person's data).
        navigateFallbackDenylist: [/^\/api/, /^\/user\/(search|detail)\//],
        runtimeCaching: [],
      },
    }),
    // The early script also asks for the code of the first screen (the public app on a public page; the
    // signed-in app's start, the app and a detail page's screen on a signed-in one) beside the entry,
    // instead of after it.
    earlyScript('src/app/early/early-requests-script.ts', treeshake, {
      public: 'src/app/public-app.tsx',
      shell: 'src/app/full-app.tsx',
      app: 'src/app/signed-in-app.ts',
      detail: 'src/app/routes/user/detail-view.tsx',
    }),
    // What a signed-in page loads first stays without zod (its schemas are the server's and the forms').
    firstLoadGuard(['index', 'common', 'shell', 'app'], ['zod']),
    precompress('dist'),
  ],
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The entry and the signed-in app are one file each on purpose (below), each within the budget of
    // DESIGN.md §9 that bench:web checks. The default warning at 500 kB would only alarm.
    chunkSizeWarningLimit: 650,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically is one file (Rolldown would otherwise split out each
          // module a lazy screen shares with it, and the first load would queue a dozen small files
          // behind the browser's six connections). Lazy screens keep their own chunks.
          // The public app, the signed-in app's start, the app and what the first two share likewise: one
          // file each (above), downloaded beside the entry.
          groups: [
            { name: 'index', tags: ['$initial'], priority: 5 },
            { name: 'common', test: sharedByBothApps, priority: 4 },
            { name: 'public', test: inPublicApp, priority: 3 },
            { name: 'shell', test: inShell, priority: 2 },
            { name: 'app', test: inSignedInApp, priority: 1 },
          ],
        },
      },
      treeshake,
    },
  },
});

export default defineConfig((environment) => (environment.isSsrBuild ? serverBuild : browserBuild));
