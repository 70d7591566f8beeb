import { readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 40: every folder of a kind has the same names, so whoever opens one knows the next. A name
// `x.ts` may also be a folder `x/` of several files when one would pass ~200 lines.
const ROOT = resolve(__dirname, '../..');

interface Kind {
  /** The layer whose folders are of this kind. */
  layer: string;
  /** Folders of the layer that are not of the kind (its engine, its composition). */
  besides: string[];
  required: string[];
  optional: string[];
}

const KINDS: Record<string, Kind> = {
  'read model': {
    layer: 'projections',
    besides: ['engine'],
    // index: its public face; projection: the fold's wiring; tables: its rows' schema; fold: what
    // each event changes; rows: the rows written; values: what the fold's parts share.
    required: ['index', 'projection', 'tables'],
    optional: ['fold', 'rows', 'values'],
  },
  reactor: {
    layer: 'reactors',
    besides: ['engine'],
    // facts: what a reactor reads besides the event (the books' accounts, say).
    required: ['index', 'reactor'],
    optional: ['facts'],
  },
};

const isFolder = (path: string) => statSync(path).isDirectory();
const folders = (path: string) => readdirSync(path).filter((n) => isFolder(join(path, n)));

/** The names in a folder of the kind that are not the kind's, with what is missing. */
export function deviations(dir: string, kind: Kind): string[] {
  const names = readdirSync(dir).map((n) => (isFolder(join(dir, n)) ? n : n.replace(/\.tsx?$/, '')));
  const known = [...kind.required, ...kind.optional];
  const strays = names
    .filter((n) => !known.includes(n) && !/\.spec$|\.test$/.test(n))
    .map((n) => `${n} is not a name of the kind`);
  const missing = kind.required.filter((n) => !names.includes(n)).map((n) => `${n}.ts is missing`);
  return [...strays, ...missing];
}

describe('one layout per kind of folder', () => {
  for (const [name, kind] of Object.entries(KINDS)) {
    it(`every ${name} (${kind.layer}/<name>) has ${kind.required.join(', ')} and only ${kind.optional.join(', ')} besides`, () => {
      const found = folders(join(ROOT, kind.layer))
        .filter((f) => !kind.besides.includes(f))
        .flatMap((f) => deviations(join(ROOT, kind.layer, f), kind).map((d) => `${kind.layer}/${f}: ${d}`));
      expect(found).toEqual([]);
    });
  }

  it('names a stray file and a missing one (the check itself can fail)', () => {
    const kind = KINDS['read model']!;
    const found = deviations(join(ROOT, 'projections', 'engine'), kind);
    expect(found).toContain('batch is not a name of the kind');
    expect(found).toContain('index.ts is missing');
  });
});
