import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
// Local imports spell their extension, as Node's own loader (Vite's coming default) requires.
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

export default defineConfig({
  plugins: [
    react(),
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
        // App shell only: the page, its early and entry scripts and styles, and the icon. Lazy screens (admin,
        // designer) are fetched when opened, so a plain user never downloads them in the background.
        globPatterns: ['index.html', 'favicon.svg', 'assets/{index,early}-*.{js,css}'],
        navigateFallback: 'index.html',
        navigateFallbackAllowlist: appRoutes,
        // API answers are per user and per moment: never served from or stored in the worker.
        navigateFallbackDenylist: [/^\/api/],
        runtimeCaching: [],
      },
    }),
    earlyScript('src/app/early/early-requests-script.ts', treeshake),
    precompress('dist'),
  ],
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The entry is one file on purpose (below): about 575 kB before compression, 180 kB gzip, within
    // the budget of DESIGN.md §9 that bench:web checks. The default warning at 500 kB would only alarm.
    chunkSizeWarningLimit: 650,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the entry imports statically is one file (Rolldown would otherwise split out each
          // module a lazy screen shares with it, and the first load would queue a dozen small files
          // behind the browser's six connections). Lazy screens keep their own chunks.
          groups: [{ name: 'index', tags: ['$initial'] }],
        },
      },
      treeshake,
    },
  },
});
