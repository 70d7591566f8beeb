import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// MAP_TILE_URL (README): the delivery map's tile server. Vite hands the app only VITE_-prefixed
// variables, read when the app is built; the operator's name is mapped to the app's here.
process.env.VITE_MAP_TILE_URL ??= process.env.MAP_TILE_URL ?? '';

// `npm run build` → frontend/dist, which the read-api serves. The manifest lets
// scripts/report-size.mjs sum what the login route loads before it is interactive.
export default defineConfig({
  root: here('.'),
  plugins: [react()],
  resolve: { alias: { '@': here('./src'), '@domain': here('../domain') } },
  build: { outDir: here('./dist'), emptyOutDir: true, manifest: true, target: 'es2022', sourcemap: false },
  server: {
    // The app imports the shared permission table from domain/ (one table for server and app).
    fs: { allow: [here('..')] },
    // `npx vite frontend` in development: the API and the websocket behind `npm start`'s gateway.
    proxy: {
      '/api': { target: process.env.FLORA_URL ?? 'http://127.0.0.1:3000', ws: true, changeOrigin: true },
    },
  },
});
