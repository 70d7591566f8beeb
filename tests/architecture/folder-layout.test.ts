import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AREAS } from './layers.js';

// Issue 40: every folder of a kind has the same names, so whoever opens one knows the next. A name
// `x` is a file `x.ts` or a folder `x/` of .ts files named by what they do (never both), used when
// one file would pass ~200 lines. A file that fails here belongs in one of its kind's names, or in
// the layer's kernel when several folders need it.
const ROOT = resolve(__dirname, '../..');

interface Kind {
  /** The layer whose folders are of this kind. */
  layer: string;
  /** Folders of the layer that are not of the kind: its kernel (layers.js). */
  besides: readonly string[];
  /** The only files at the layer's root: they compose its folders. */
  rootFiles: string[];
  required: string[];
  optional: string[];
  /** What one folder has that no other of its kind does, each with its reason beside the table. */
  extras?: Record<string, string[]>;
}

const KINDS: Record<string, Kind> = {
  'read model': {
    layer: 'projections',
    besides: AREAS['projections']!.kernel,
    rootFiles: ['cli.ts', 'read-models.ts', 'registry.ts', 'worker.ts'],
    // index: its public face; projection: the fold's wiring; tables: its rows' schema; fold: what
    // each event changes; rows: the rows written; values: what the fold's parts share.
    required: ['index', 'projection', 'tables'],
    optional: ['fold', 'rows', 'values'],
  },
  reactor: {
    layer: 'reactors',
    besides: AREAS['reactors']!.kernel,
    rootFiles: ['registry.ts', 'worker.ts'],
    // facts: what a reactor reads besides the event (the books' accounts, say).
    required: ['index', 'reactor'],
    optional: ['facts'],
  },
  'read-api area': {
    layer: 'read-api',
    besides: AREAS['read-api']!.kernel,
    rootFiles: ['app.ts', 'server.ts'],
    // routes: the HTTP answers; queries: what is read, and how; query-schemas: what a route takes in;
    // to-response: rows as the answers, files included (a PDF, a workbook, a CSV); index: what another
    // area may read of it (the lint fences the rest, tests/architecture/layers.js).
    required: ['routes', 'queries'],
    optional: ['query-schemas', 'to-response', 'index'],
    // Flora Bot is a conversation engine besides its routes: it classifies a message (brain/: NLP.js
    // and the corpus it is trained on), answers each intent in its own module (answers/), turns a
    // message into an answer (bot.ts), shares its parts' shapes (contract.ts) and hands a
    // conversation to a person through the application's command handler (handoff.ts).
    extras: { bot: ['answers/', 'brain/', 'bot.ts', 'contract.ts', 'handoff.ts'] },
  },
};

const entries = (dir: string) =>
  readdirSync(dir, { withFileTypes: true }).map((e) => (e.isDirectory() ? `${e.name}/` : e.name));
const foldersOf = (kind: Kind) =>
  entries(join(ROOT, kind.layer))
    .filter((e) => e.endsWith('/') && !kind.besides.includes(e.slice(0, -1)))
    .map((e) => e.slice(0, -1));

/** What of the folder `<layer>/<name>` is not its kind's, with what it lacks. */
export function deviations(kind: Kind, name: string): string[] {
  const dir = join(ROOT, kind.layer, name);
  const here = entries(dir);
  const names = [...kind.required, ...kind.optional];
  const allowed = new Set([...names.flatMap((n) => [`${n}.ts`, `${n}/`]), ...(kind.extras?.[name] ?? [])]);
  const found: string[] = [];
  for (const entry of here) {
    if (/\.(spec|test)\.ts$/.test(entry)) continue;
    if (!allowed.has(entry)) found.push(`${entry} is not one of ${names.join(', ')}`);
    else if (entry.endsWith('/') && names.includes(entry.slice(0, -1)))
      for (const inner of entries(join(dir, entry)))
        if (inner.endsWith('/') || !inner.endsWith('.ts'))
          found.push(`${entry}${inner}: a ${entry} folder holds .ts files only`);
  }
  for (const n of names)
    if (here.includes(`${n}.ts`) && here.includes(`${n}/`)) found.push(`${n}.ts and ${n}/: one or the other`);
  for (const n of kind.required)
    if (!here.includes(`${n}.ts`) && !here.includes(`${n}/`)) found.push(`${n}.ts is missing`);
  return found.map((d) => `${kind.layer}/${name}: ${d}`);
}

describe('one layout per kind of folder', () => {
  for (const [name, kind] of Object.entries(KINDS)) {
    it(`every ${name} (${kind.layer}/<name>) has ${kind.required.join(', ')} and only ${kind.optional.join(', ')} besides`, () => {
      expect(foldersOf(kind).flatMap((folder) => deviations(kind, folder))).toEqual([]);
    });

    it(`${kind.layer} holds only its composition at its root: ${kind.rootFiles.join(', ')}`, () => {
      const loose = entries(join(ROOT, kind.layer)).filter((e) => !e.endsWith('/') && !kind.rootFiles.includes(e));
      expect(loose.map((e) => `${kind.layer}/${e}`)).toEqual([]);
    });
  }

  it('finds the folders (a wrong path would pass everything), and one delivery area', () => {
    expect(foldersOf(KINDS['read model']!).length).toBeGreaterThan(10);
    const areas = foldersOf(KINDS['read-api area']!);
    expect(areas.length).toBeGreaterThan(20);
    expect(areas).toContain('delivery');
    expect(areas).not.toContain('deliveries');
  });

  it('names a stray file and a missing one (the check itself can fail)', () => {
    const found = deviations({ ...KINDS['read model']!, layer: 'projections' }, 'engine');
    expect(found).toContain('projections/engine: batch.ts is not one of index, projection, tables, fold, rows, values');
    expect(found).toContain('projections/engine: index.ts is missing');
  });
});
