#!/usr/bin/env node
// Every route's first-load JavaScript, gzipped, as the build emitted it (Vite's manifest): the entry and
// its static imports, then what the route itself needs — the app's start and each lazy module on the
// route's path in the router (layouts, the screen) with their static imports. Chunks a screen imports
// dynamically (charts, maps, PDF, the scanner) load after it shows and are not counted. The route list is
// read from src/app/router.tsx, so a new screen is measured without being listed here.
// Fails the build when a route is over its budget (issue 24).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { routesOf } from './router-routes.mjs';

const KB = 1024;
/** The signed-out first visit to /auth/login: React and the login screen only (main.tsx). */
export const FIRST_LOGIN = '/auth/login (first page)';
const FIRST_LOGIN_MODULE = 'src/app/first-login.tsx';
const APP_START_MODULE = 'src/app/start.tsx';
/**
 * KB gzipped. The default: the app's shell (React, the router, react-query, i18next: about 155 KB) and a
 * screen with its forms, with room for a little growth. The dispatch board draws its map as it opens
 * and carries Leaflet.
 */
export const BUDGETS_KB = { [FIRST_LOGIN]: 100, default: 240, '/admin/delivery': 255 };

const frontend = join(dirname(fileURLToPath(import.meta.url)), '..');

export function routeSizes(distDir = join(frontend, 'dist')) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entry) throw new Error('the manifest names no entry');
  const gzipOf = new Map();
  const sizeOf = (file) => {
    if (!gzipOf.has(file)) {
      const bytes = readFileSync(join(distDir, file));
      gzipOf.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
    }
    return gzipOf.get(file);
  };
  const measure = (modules) => {
    const seen = new Set();
    const visit = (key) => {
      if (seen.has(key)) return;
      if (!manifest[key]) throw new Error(`the manifest has no ${key}: did a route move?`);
      seen.add(key);
      for (const dep of manifest[key].imports ?? []) visit(dep);
    };
    for (const key of [entry, ...modules]) visit(key);
    const files = [...seen].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
    const sizes = files.map((file) => ({ file, ...sizeOf(file) }));
    const sum = (field) => sizes.reduce((n, s) => n + s[field], 0);
    return { files: sizes, raw: sum('raw'), gzip: sum('gzip') };
  };
  const rows = [{ path: FIRST_LOGIN, ...measure([FIRST_LOGIN_MODULE]) }];
  for (const route of routesOf(join(frontend, 'src', 'app', 'router.tsx'), manifest))
    rows.push({ path: route.path, ...measure([APP_START_MODULE, ...route.modules]) });
  for (const row of rows) row.budget = (BUDGETS_KB[row.path] ?? BUDGETS_KB.default) * KB;
  return rows;
}

const kb = (n) => `${(n / KB).toFixed(1)} KB`;

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  // `node report-size.mjs [dist]`: another build's folder (tests/launcher/route-budgets.test.ts).
  const rows = routeSizes(process.argv[2]);
  console.log(`${'route'.padEnd(46)} ${'first load'.padStart(10)} ${'budget'.padStart(9)}  files`);
  for (const r of rows)
    console.log(
      `${r.path.padEnd(46)} ${kb(r.gzip).padStart(10)} ${kb(r.budget).padStart(9)}  ${String(r.files.length).padStart(5)}${r.gzip > r.budget ? '  OVER BUDGET' : ''}`,
    );
  const login = rows[0];
  for (const f of login.files.sort((a, b) => b.gzip - a.gzip))
    console.log(`  ${f.file.padEnd(44)} ${kb(f.gzip).padStart(9)} gzip`);
  console.log(
    `/auth/login initial JavaScript: ${kb(login.gzip)} gzipped (${kb(login.raw)} raw) in ${login.files.length} files; budget ${kb(login.budget)}`,
  );
  const over = rows.filter((r) => r.gzip > r.budget);
  if (over.length) {
    console.error(`Over budget: ${over.map((r) => r.path).join(', ')}. Lazy-load what the screen does not need first.`);
    process.exit(1);
  }
}
