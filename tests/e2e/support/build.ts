import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

// The suite tests the app as shipped: frontend/dist, built by `npm run build`. It builds only when
// the build is missing or older than a source it is made from (the app, its config, the shared table).
const ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');
const BUILT = join(ROOT, 'frontend/dist/index.html');
const SOURCES = ['frontend/src', 'frontend/index.html', 'frontend/vite.config.ts', 'domain/identity'];

function newestMtime(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((m, name) => Math.max(m, newestMtime(join(path, name))), stat.mtimeMs);
}

export function buildIfNeeded(): void {
  const builtAt = existsSync(BUILT) ? statSync(BUILT).mtimeMs : 0;
  const sourcesAt = Math.max(...SOURCES.map((s) => join(ROOT, s)).filter(existsSync).map(newestMtime));
  if (builtAt > sourcesAt) return;
  // Vitest sets NODE_ENV=test, which would make Vite emit a development build.
  const env = { ...process.env, NODE_ENV: 'production' };
  execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit', env });
}
