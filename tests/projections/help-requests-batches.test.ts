import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { helpRequestStream } from '../../domain/support';
import type { AppDatabase } from '../../infra/db/app-tables';
import { applyToGeneration } from '../../projections/engine/batch';
import { createGeneration } from '../../projections/engine/generations';
import type { SequencedEvent } from '../../projections/engine/projection';
import { helpRequestsProjection } from '../../projections/help-requests';
import { createTestDatabase } from '../support/database';

// Help requests are folded per batch (one insert, one update) instead of one statement per event:
// whatever the batch boundaries, the rows must be those of applying the events one at a time — a
// request inserted once, its first resolution kept — and applying events again must change nothing.

let scratch: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Kysely<AppDatabase>;
beforeAll(async () => {
  scratch = await createTestDatabase('help_batches');
  db = scratch.db;
});
afterAll(() => scratch.drop());

const revisions = new Map<string, bigint>();
let ordinal = 0n;
function event(request: string, type: string, data: Record<string, unknown>): SequencedEvent {
  const streamId = helpRequestStream(request);
  const revision = revisions.get(streamId) ?? 0n;
  revisions.set(streamId, revision + 1n);
  ordinal++;
  return {
    eventId: `e-${ordinal}`,
    type,
    data,
    metadata: { occurredAt: `2026-11-23T10:00:${String(ordinal).padStart(2, '0')}.000Z` } as never,
    streamId,
    revision,
    position: `1/${ordinal}`,
    ordinal,
  };
}
const asked = (request: string, message: string) =>
  event(request, 'HelpRequested', {
    requestId: request,
    requester: { userId: 'u-1', name: 'Camila "Cliente" \\ ñ', contact: null },
    channel: 'bot',
    sessionId: 's-1',
    lang: 'en',
    message,
    transcript: [{ from: 'bot', text: 'Hola\n¿qué tal?', at: '2026-11-23T10:00:00Z' }, { from: 'x' }],
    requestedAt: '2026-11-23T09:00:00.000Z',
  });
const resolvedBy = (request: string, who: string) =>
  event(request, 'HelpRequestResolved', { requestId: request, resolvedBy: who, note: `by ${who}`, at: null });

// A (asked, resolved twice), B (asked twice), C (resolved before asked, then asked), D (asked, later
// resolved twice), E (asked only); interleaved as a shop's would be.
const events = [
  asked('a', 'first'),
  asked('b', 'first'),
  resolvedBy('c', 'too-early'),
  resolvedBy('a', 'ana'),
  asked('c', 'late'),
  asked('d', 'open'),
  asked('b', 'second'),
  resolvedBy('a', 'second-resolver'),
  asked('e', 'open'),
  resolvedBy('d', 'dora'),
  resolvedBy('d', 'second-resolver'),
];

async function built(generation: number, batch: number, replayFrom?: number): Promise<string[]> {
  await createGeneration(db, helpRequestsProjection, generation);
  const apply = (slice: readonly SequencedEvent[]) =>
    db.transaction().execute((trx) => applyToGeneration(trx, helpRequestsProjection, slice, generation));
  for (let i = 0; i < events.length; i += batch) await apply(events.slice(i, i + batch));
  if (replayFrom !== undefined) {
    await apply(events.slice(replayFrom));
    await apply(events.slice(0, 6));
  }
  const { rows } = await sql<{ t: string }>`select t::text as t from ${sql.table(`help_requests_g${generation}`)} t
    order by t.id`.execute(db);
  return rows.map((r) => r.t);
}

describe('help requests folded per batch', () => {
  it('are the rows of applying the events one at a time, whatever the batches', async () => {
    const oneByOne = await built(1, 1);
    expect(oneByOne).toHaveLength(5);
    expect(oneByOne.find((r) => r.startsWith('(a,'))).toContain('ana');
    expect(oneByOne.find((r) => r.startsWith('(b,'))).toContain(',first,');
    expect(oneByOne.find((r) => r.startsWith('(c,'))).toContain(',open,');
    expect(oneByOne.find((r) => r.startsWith('(d,'))).toContain('dora');
    for (const [generation, batch] of [
      [2, 2],
      [3, 3],
      [4, 5],
      [5, events.length],
    ] as const)
      expect(await built(generation, batch), `batches of ${batch}`).toEqual(oneByOne);
  });

  it('change nothing when events already applied come again', async () => {
    const oneByOne = await built(6, 1);
    expect(await built(7, events.length, 0)).toEqual(oneByOne);
    expect(await built(8, 4, 7)).toEqual(oneByOne);
  });
});
