import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fmt, type Row } from './harness';

// The JavaScript /auth/login loads first, as the build reports it (frontend/scripts/report-size.mjs),
// beside all the app's JavaScript of the same build.
export async function benchLoginBundle(): Promise<Row[]> {
  const build = spawnSync('npm', ['run', 'build', '--silent'], {
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const line = /\/auth\/login initial JavaScript: ([\d.]+) KB gzipped \(([\d.]+) KB raw\) in (\d+) files/.exec(
    build.stdout,
  );
  if (build.status !== 0 || !line)
    throw new Error(`the build failed or printed no size:\n${build.stdout}\n${build.stderr}`);
  const assets = 'frontend/dist/assets';
  const allJs = readdirSync(assets).filter((f) => f.endsWith('.js'));
  const allGzipKb =
    allJs.reduce((sum, f) => sum + gzipSync(readFileSync(join(assets, f)), { level: 9 }).length, 0) / 1024;
  const loginKb = Number(line[1]);
  return [
    {
      figure: `/auth/login initial JavaScript, gzipped (${line[3]} files, ${line[2]} KB raw)`,
      value: `${fmt(loginKb, 1)} KB`,
      reference: `${fmt(allGzipKb, 1)} KB all the app's JavaScript (${allJs.length} files)`,
      ratio: `${(loginKb / allGzipKb).toFixed(2)}x`,
      goal: '<= 100 KB',
    },
  ];
}
