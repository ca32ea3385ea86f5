import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
// Local imports spell their extension, as Node's own loader (Vite's coming default) requires.
import { staticClosures } from './build/chunk-groups.ts';
import { earlyScript } from './build/early-script-plugin.ts';
import { precompress } from './build/precompress-plugin.ts';
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

// The sign-in form and the signed-in app as one chunk each, apart from the entry (src/app/router.tsx):
// each one's own modules (those its module reaches by static imports; a package's index would reach
// the whole package, used or not) and the package modules they use. The signed-in app's leaves out
// the modules a public screen reaches too, so a public page never loads it.
const publicScreens = ['login', 'register', 'forgot-password', 'reset-password', 'activate-account'];
const closures = staticClosures({
  app: 'src/app/signed-in-app.ts',
  ...Object.fromEntries(publicScreens.map((screen) => [screen, `src/app/routes/${screen}.tsx`])),
});
const ownModule = /[\\/]apps[\\/]web[\\/]src[\\/]/;
const inSignIn = (id: string) => ownModule.test(id) && closures.of('login').has(id);
const inSignedInApp = (id: string) =>
  ownModule.test(id) &&
  closures.of('app').has(id) &&
  !publicScreens.some((screen) => closures.of(screen).has(id));

export default defineConfig({
  plugins: [
    react(),
    closures.plugin,
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
        // App shell only: the page, its early and entry scripts, the signed-in app (layout, menus, search
        // page) and their styles, and the icon. Lazy screens (admin, designer) are fetched when opened,
        // so a plain user never downloads them in the background.
        globPatterns: ['index.html', 'favicon.svg', 'assets/{index,early,app}-*.{js,css}'],
        navigateFallback: 'index.html',
        navigateFallbackAllowlist: appRoutes,
        // API answers are per user and per moment: never served from or stored in the worker.
        navigateFallbackDenylist: [/^\/api/],
        runtimeCaching: [],
      },
    }),
    // The early script also asks for the code of the first screen (the signed-in app, a detail page,
    // the sign-in form) beside the entry, instead of after it.
    earlyScript('src/app/early/early-requests-script.ts', treeshake, {
      app: 'src/app/signed-in-app.ts',
      detail: 'src/app/routes/user/detail-view.tsx',
      login: 'src/app/routes/login.tsx',
    }),
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
          // The sign-in form and the signed-in app likewise: one file each, downloaded beside the entry.
          groups: [
            { name: 'index', tags: ['$initial'], priority: 3 },
            { name: 'sign-in', test: inSignIn, priority: 2 },
            { name: 'app', test: inSignedInApp, priority: 1 },
          ],
        },
      },
      treeshake,
    },
  },
});
