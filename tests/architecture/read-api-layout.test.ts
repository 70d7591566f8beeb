import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AREAS } from './layers.js';

// Issue 40: every area of the read-api looks alike, so a newcomer who knows one knows them all.
// An area is its routes (the HTTP answers), its queries (what is read, and how), its query schemas
// (what a route takes in) and its to-response (rows as the answers, files included: a PDF, a
// workbook, a CSV). Each is a file of that name, or a folder of that name holding files named by
// what they do (routes/payroll.ts, to-response/invoice-pdf.ts). A small area merges (routes.ts and
// queries.ts alone), but never names a file otherwise. index.ts is an area's public face: what
// another area may read of it (the lint fences the rest, tests/architecture/layers.js).
// A file that fails here belongs in one of those kinds, or in read-api/shared when several areas need it.

const READ_API = resolve(__dirname, '../../read-api');
const KINDS = ['routes', 'queries', 'query-schemas', 'to-response'];
const REQUIRED = ['routes', 'queries'];
/** The layer's root composes the areas: the app and its process, nothing else. */
const ROOT_FILES = ['app.ts', 'server.ts'];

/**
 * Flora Bot is a conversation engine besides its routes: it classifies a message (brain/: NLP.js and
 * the corpus it is trained on), answers each intent in its own module (answers/), turns a message
 * into an answer (bot.ts), shares its parts' shapes (contract.ts) and hands a conversation to a person
 * through the application's command handler (handoff.ts). Its routes, queries and query schemas
 * follow the layout; those five are what it has that no other area does.
 */
const AREA_EXTRAS: Record<string, string[]> = {
  bot: ['answers/', 'brain/', 'bot.ts', 'contract.ts', 'handoff.ts'],
};

const entries = (dir: string) =>
  readdirSync(dir, { withFileTypes: true }).map((e) => (e.isDirectory() ? `${e.name}/` : e.name));
const kernel = AREAS['read-api']!.kernel;
const areas = entries(READ_API)
  .filter((e) => e.endsWith('/'))
  .map((e) => e.slice(0, -1))
  .filter((a) => !kernel.includes(a));

/** What of an area is not in the layout, as read-api/<area>/<entry>. */
function outOfLayout(area: string): string[] {
  const dir = join(READ_API, area);
  const allowed = new Set([...KINDS.flatMap((k) => [`${k}.ts`, `${k}/`]), 'index.ts', ...(AREA_EXTRAS[area] ?? [])]);
  const found: string[] = [];
  for (const entry of entries(dir)) {
    if (!allowed.has(entry)) found.push(`read-api/${area}/${entry} (not one of ${KINDS.join(', ')}, index.ts)`);
    else if (entry.endsWith('/') && KINDS.includes(entry.slice(0, -1)))
      // A kind's folder holds that kind's files, flat.
      for (const inner of entries(join(dir, entry)))
        if (inner.endsWith('/') || !inner.endsWith('.ts'))
          found.push(`read-api/${area}/${entry}${inner} (a ${entry} folder holds .ts files only)`);
  }
  for (const kind of KINDS)
    if (entries(dir).includes(`${kind}.ts`) && entries(dir).includes(`${kind}/`))
      found.push(`read-api/${area}/${kind}.ts and ${kind}/ (one or the other)`);
  for (const kind of REQUIRED)
    if (!entries(dir).some((e) => e === `${kind}.ts` || e === `${kind}/`))
      found.push(`read-api/${area}/ has no ${kind}.ts (or ${kind}/)`);
  return found;
}

describe('the read-api layout', () => {
  it('finds the areas (a wrong path would pass everything)', () => {
    expect(areas.length).toBeGreaterThan(20);
    expect(areas).toContain('delivery');
    expect(areas).not.toContain('deliveries'); // one delivery area
  });

  it('holds only the composition at its root: the areas and their kernel are folders', () => {
    const loose = entries(READ_API).filter((e) => !e.endsWith('/') && !ROOT_FILES.includes(e));
    expect(loose.map((e) => `read-api/${e}`)).toEqual([]);
  });

  it('names every file of every area by its kind', () => {
    expect(areas.flatMap(outOfLayout)).toEqual([]);
  });
});
