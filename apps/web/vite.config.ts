import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './build/precompress-plugin';
import { preloadFirstScreens } from './build/preload-first-screens-plugin';
import { paths } from './src/config/paths';

// The worker answers with the app shell only for the portal's own routes (query allowed); any other
// address on the origin, e.g. a page that frames the portal, still goes to the network.
const appRoutes = Object.values(paths).map(
  ({ path }) => new RegExp(`^${path.replace(/:[^/]+/g, '[^/?]+')}/?(?:\\?.*)?$`),
);

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
        // App shell only: the page, its entry script and styles, and the icon. Lazy screens (admin,
        // designer) are fetched when opened, so a plain user never downloads them in the background.
        globPatterns: ['index.html', 'favicon.svg', 'assets/index-*.{js,css}'],
        navigateFallback: 'index.html',
        navigateFallbackAllowlist: appRoutes,
        // API answers are per user and per moment: never served from or stored in the worker.
        navigateFallbackDenylist: [/^\/api/],
        runtimeCaching: [],
      },
    }),
    preloadFirstScreens(['src/app/layouts/shell/shell-layout.tsx', 'src/app/routes/user/search-view.tsx']),
    precompress('dist'),
  ],
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      treeshake: {
        // The contracts only declare schemas and constants, so a screen that needs just the messages does
        // not pull in zod and every schema (tens of KB a plain user would otherwise download).
        moduleSideEffects: [{ test: /packages\/contracts\/src\/.*\.ts$/, sideEffects: false }],
      },
    },
  },
});
