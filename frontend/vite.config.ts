import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// MAP_TILE_URL (decision 0072): the delivery map's tile server. Vite hands the app only VITE_-prefixed
// variables, read when the app is built; the operator's name is mapped to the app's here.
process.env.VITE_MAP_TILE_URL ??= process.env.MAP_TILE_URL ?? '';

// `npm run build` → frontend/dist, which the read-api serves. The manifest lets
// scripts/report-size.mjs sum what the login route loads before it is interactive.
export default defineConfig({
  root: here('.'),
  plugins: [
    react(),
    // Issue 21: the installable desktop inventory. The service worker precaches the app shell so the
    // app opens without a connection; the shop's data offline lives in IndexedDB (the bridge), never in
    // a cache of /api answers. The desktop screens register it (offline-inventory/lib/service-worker.ts),
    // not the app's start, so the login route carries none of it.
    VitePWA({
      strategies: 'generateSW',
      injectRegister: null,
      registerType: 'autoUpdate',
      // The globs below already precache public/ (icons included); listing them again would add duplicates.
      includeManifestIcons: false,
      manifest: {
        name: 'Flora — Inventario de escritorio',
        short_name: 'Flora Inventario',
        description: 'El inventario del almacén de Flora, también sin conexión.',
        lang: 'es',
        start_url: '/warehouse/electron',
        scope: '/',
        display: 'standalone',
        theme_color: '#6200EA',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The app shell: every chunk, so each screen opens offline. The plugin adds manifest.webmanifest itself.
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        navigateFallback: '/index.html',
        // Downloads (PDF, CSV) open /api URLs in the page: those must reach the server, not the shell.
        navigateFallbackDenylist: [/^\/api(\/|$)/],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  resolve: { alias: { '@': here('./src'), '@domain': here('../domain') } },
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    // The domain's answer schemas (issue 39) are `z.object(…)` calls at module level; a screen that
    // imports one constant of an area must not carry every schema of it. zod builds objects and
    // touches nothing else, so its calls are pure to the bundler.
    rollupOptions: { treeshake: { manualPureFunctions: ['z'] } },
  },
  server: {
    // The app imports the shared permission table from domain/ (one table for server and app).
    fs: { allow: [here('..')] },
    // `npx vite frontend` in development: the API and the websocket behind `npm start`'s gateway.
    proxy: {
      '/api': { target: process.env.FLORA_URL ?? 'http://127.0.0.1:3000', ws: true, changeOrigin: true },
    },
  },
});
