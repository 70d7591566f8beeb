import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAYER_EXCEPTIONS, LAYERS } from './layers.js';

// ARCHITECTURE section 1: the arrows go one way. A wrong import fails here, naming the file.
const ROOT = resolve(__dirname, '../..');
const ALLOWED: Record<string, string[]> = LAYERS;
/** The arrows a file may take: its layer's, and its folder's one exception (layers.js says why). */
const allowedFor = (folder: string, file: string) => [
  ...ALLOWED[folder]!,
  ...LAYER_EXCEPTIONS.filter((e) => relative(ROOT, file).startsWith(e.folder + sep)).flatMap((e) => e.may),
];
// Domain is pure: no IO, no clock, no randomness — so no packages but zod.
const DOMAIN_PACKAGES = ['zod'];
// A spec beside its decider (decide.spec.ts, ARCHITECTURE section 3) needs the test runner, and a property
// test its generator (fast-check); nothing else may.
const SPEC_PACKAGES = ['vitest', 'fast-check'];
const isSpec = (file: string) => /\.spec\.tsx?$/.test(file);

function sourceFiles(dir: string): string[] {
  let out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out = out.concat(sourceFiles(path));
    else if (/\.(ts|tsx)$/.test(name)) out.push(path);
  }
  return out;
}

const IMPORT =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm;

export function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)].map((m) => m[1] ?? m[2] ?? m[3]!).filter(Boolean);
}

function violations(folder: string): string[] {
  const dir = join(ROOT, folder);
  let files: string[];
  try {
    files = sourceFiles(dir);
  } catch {
    return [];
  }
  const found: string[] = [];
  for (const file of files) {
    for (const spec of importsOf(file)) {
      const where = `${relative(ROOT, file)} imports '${spec}'`;
      if (spec.startsWith('.')) {
        const top = relative(ROOT, resolve(dirname(file), spec)).split(sep)[0]!;
        if (!allowedFor(folder, file).includes(top)) found.push(where);
      } else if (
        folder === 'domain' &&
        !DOMAIN_PACKAGES.includes(spec.split('/')[0]!) &&
        !(isSpec(file) && SPEC_PACKAGES.includes(spec))
      ) {
        found.push(where);
      }
    }
  }
  return found;
}

describe('import direction (ARCHITECTURE section 1)', () => {
  for (const folder of Object.keys(ALLOWED)) {
    it(`${folder} imports only from ${ALLOWED[folder]!.join(', ')}`, () => {
      expect(violations(folder)).toEqual([]);
    });
  }

  it('catches a wrong arrow (the check itself can fail)', () => {
    const file = join(ROOT, 'domain', 'identity', 'permissions.ts');
    expect(importsOf(file)).toContain('./roles');
    const fake = `import { x } from '../../infra/db/pool';\nexport const y = await import('../read-api/app');\nimport 'node:fs';`;
    const specs = [...fake.matchAll(IMPORT)].map((m) => m[1] ?? m[2] ?? m[3]);
    expect(specs).toEqual(['../../infra/db/pool', '../read-api/app', 'node:fs']);
  });
});
