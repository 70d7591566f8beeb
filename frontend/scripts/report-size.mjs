#!/usr/bin/env node
// The JavaScript /auth/login needs before it is usable, gzipped: the entry chunk and everything it
// imports statically, plus the route modules the router loads for /auth/login (auth layout, login)
// and their static imports. Read from Vite's manifest, so it measures what the build emitted.
// Fails the build over the budget (issue 3: at most 200 KB).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 200 * 1024;
const LOGIN_ROUTE_MODULES = ['src/app/routes/auth/auth-layout.tsx', 'src/app/routes/auth/login.tsx'];

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');

export function loginInitialJs(distDir = dist) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entry) throw new Error('the manifest names no entry');
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no ${key}: did a route move?`);
    seen.add(key);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const key of [entry, ...LOGIN_ROUTE_MODULES]) visit(key);
  const files = [...seen].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
  const sizes = files.map((file) => {
    const bytes = readFileSync(join(distDir, file));
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  });
  const total = sizes.reduce((a, s) => ({ raw: a.raw + s.raw, gzip: a.gzip + s.gzip }), { raw: 0, gzip: 0 });
  return { files: sizes, ...total, budget: BUDGET_BYTES };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const report = loginInitialJs();
  for (const f of report.files.sort((a, b) => b.gzip - a.gzip))
    console.log(`  ${f.file.padEnd(44)} ${kb(f.gzip).padStart(9)} gzip`);
  console.log(
    `/auth/login initial JavaScript: ${kb(report.gzip)} gzipped (${kb(report.raw)} raw) in ${report.files.length} files; budget ${kb(report.budget)}`,
  );
  if (report.gzip > report.budget) {
    console.error('Over budget: keep the login route small and lazy-load the rest.');
    process.exit(1);
  }
}
