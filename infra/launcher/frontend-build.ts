import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

// `npm start` serves frontend/dist; it builds it first when it is missing or older than its
// sources, so a fresh checkout (or a pull) never shows a stale app. The build takes seconds.
const SOURCES = ['frontend/src', 'frontend/index.html', 'frontend/vite.config.ts', 'domain'];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestChange(join(path, name))));
}

export function buildFrontendIfStale(): void {
  // FRONTEND_DIR names a build made elsewhere (a deployment's image, a test's own build): served as it is.
  if (process.env.FRONTEND_DIR) return;
  const built = 'frontend/dist/index.html';
  if (existsSync(built) && statSync(built).mtimeMs >= Math.max(...SOURCES.map(newestChange))) return;
  console.log('Building the app (frontend/dist)…');
  // A production build even when started from a test runner (vitest sets NODE_ENV=test).
  const result = spawnSync('npm', ['run', 'build', '--silent'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('the app did not build; run `npm run build` to see why');
}
