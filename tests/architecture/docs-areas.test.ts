import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projections } from '../../projections/registry';
import { reactors } from '../../reactors/registry';

// Issue 40: docs/areas/ is where a newcomer finds each area's streams, read models and reactors, so
// none of them may be missing there. The lists come from the code itself: every decider an area's
// domain index exports, every read model the workers keep, every reactor the worker runs. A name
// counts as documented when it appears in backticks (`productDecider`, `stock-ledger`) on some page.
const ROOT = resolve(__dirname, '../..');
const AREAS = join(ROOT, 'docs', 'areas');

const documented = readdirSync(AREAS)
  .filter((file) => file.endsWith('.md'))
  .map((file) => readFileSync(join(AREAS, file), 'utf8'))
  .join('\n');
const named = (name: string) => documented.includes(`\`${name}\``);

interface Decider {
  decide: unknown;
  evolve: unknown;
}
const isDecider = (value: unknown): value is Decider =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Decider).decide === 'function' &&
  typeof (value as Decider).evolve === 'function';

/** Every `<name>Decider` a `domain/<area>/index.ts` exports, with the area that exports it. */
async function aggregates(): Promise<{ name: string; area: string }[]> {
  const found = new Map<string, string>();
  const areas = readdirSync(join(ROOT, 'domain'), { withFileTypes: true }).filter((d) => d.isDirectory());
  for (const { name: area } of areas) {
    const index = join(ROOT, 'domain', area, 'index.ts');
    if (!existsSync(index)) continue;
    const exports: Record<string, unknown> = await import(index);
    for (const [name, value] of Object.entries(exports)) {
      if (/Decider$/.test(name) && isDecider(value) && !found.has(name)) found.set(name, area);
    }
  }
  return [...found].map(([name, area]) => ({ name, area }));
}

describe('every aggregate, read model and reactor has its place in docs/areas/', () => {
  it('names every aggregate (each decider of domain/<area>/index.ts)', async () => {
    const all = await aggregates();
    expect(all.length, 'no decider found: has domain/<area>/index.ts moved?').toBeGreaterThan(20);
    const missing = all.filter((a) => !named(a.name)).map((a) => `${a.name} (domain/${a.area})`);
    expect(missing, 'aggregates named on no page of docs/areas/').toEqual([]);
  });

  it('names every read model (projections/registry.ts)', () => {
    expect(projections.length).toBeGreaterThan(10);
    const missing = projections.filter((p) => !named(p.name)).map((p) => `read model ${p.name}`);
    expect(missing, 'read models named on no page of docs/areas/').toEqual([]);
  });

  it('names every reactor (reactors/registry.ts)', () => {
    expect(reactors.length).toBeGreaterThan(5);
    const missing = reactors.filter((r) => !named(r.name)).map((r) => `reactor ${r.name}`);
    expect(missing, 'reactors named on no page of docs/areas/').toEqual([]);
  });
});
