import { randomUUID } from 'node:crypto';
import {
  ErrorType,
  jsonEvent,
  type AppendStreamRequest,
  type JSONType,
  type KurrentDBClient,
  type MultiAppendResult,
} from '@kurrent/kurrentdb-client';
import { withEventIds, type IdentifiedAppends } from '../event-id';
import {
  ConcurrencyError,
  type AppendResult,
  type ExpectedRevision,
  type NewEvent,
  type StreamAppend,
  type StreamsAppended,
} from '../port';
import { toRecorded } from './kurrentdb-records';
import { findAppended, isError } from './landed';
import { appendedByOf, toProperties } from './property-metadata';

// appendToStreams on KurrentDB (issue 41): one multiStreamAppend, all streams or none, each with its
// expected revision (servers 25.1 and later). An older server has no such call: there the streams are
// appended one after the other, each on its own, and the log says so once. Which of the two is decided
// by the first call and kept for the store's life.

type AppendOne = (
  streamId: string,
  events: NewEvent[],
  options: { expected: ExpectedRevision },
) => Promise<AppendResult>;

/** The streams' appends with every event's id: its own, or its command's numbered across all streams. */

export class MultiStreamAppend {
  /** Set when the server turned multiStreamAppend down: from then on, stream by stream. */
  private inTurn = false;

  constructor(
    private readonly client: KurrentDBClient,
    private readonly appendOne: AppendOne,
    private readonly warn: (line: string) => void,
  ) {}

  async append(appends: readonly StreamAppend[]): Promise<StreamsAppended> {
    if (appends.length === 0 || appends.some((a) => a.events.length === 0))
      throw new Error('appendToStreams needs at least one event for every stream');
    const numbered = withEventIds(appends);
    if (!this.inTurn) {
      const appended = await this.atomically(numbered);
      if (appended !== 'unsupported') return appended;
      await this.turnToInTurn();
    }
    return this.streamByStream(numbered);
  }

  private async atomically(appends: IdentifiedAppends): Promise<StreamsAppended | 'unsupported'> {
    // The server takes the same ids again without appending (a retry): the commit's last event
    // carries this call's mark, so reading it back (its position is needed anyway) tells which.
    const appendedBy = randomUUID();
    const requests: AppendStreamRequest[] = appends.map((a, i) => ({
      streamName: a.streamId,
      expectedState: a.expected,
      events: a.events.map((e, j) =>
        jsonEvent({
          id: e.eventId,
          type: e.type,
          data: e.data as JSONType,
          metadata: toProperties(e.metadata, isLast(appends, i, j) ? appendedBy : undefined),
        }),
      ),
    }));
    let sent: MultiAppendResult;
    try {
      sent = await this.client.multiStreamAppend(requests);
    } catch (err) {
      if (unsupported(err)) return 'unsupported';
      if (isError(err, ErrorType.WRONG_EXPECTED_VERSION)) return this.afterConflict(appends, err);
      throw err;
    }
    const revisions = appends.map((a, i) => revisionOf(sent, a.streamId, i));
    const last = appends.at(-1)!;
    const lastId = last.events.at(-1)!.eventId;
    const event = await this.eventAt(last.streamId, revisions.at(-1)!);
    if (!event || event.id !== lastId)
      throw new Error(`multiStreamAppend put ${last.streamId}@${revisions.at(-1)} but ${lastId} is not there`);
    // The answer's one position is a log position, not the (commit, prepare) pair readers see.
    const position = toRecorded(event).position;
    const repeat = appendedByOf(event.metadata) !== appendedBy;
    return { revisions, position, ...(repeat ? { alreadyAppended: true as const } : {}) };
  }

  /** A conflict on a stream appended nothing anywhere; unless these events are in every stream already. */
  private async afterConflict(appends: IdentifiedAppends, err: unknown): Promise<StreamsAppended> {
    const landed = await Promise.all(
      appends.map((a) => findAppended(this.client, a.streamId, a.events.at(-1)!.eventId)),
    );
    if (landed.every((l) => l !== undefined))
      return { revisions: landed.map((l) => l.nextRevision), position: landed.at(-1)!.position, alreadyAppended: true };
    const { streamName, actualState } = err as { streamName?: string; actualState?: unknown };
    const at = appends.find((a) => a.streamId === streamName) ?? appends[0]!;
    throw new ConcurrencyError(
      at.streamId,
      at.expected,
      `stream is at ${String(actualState)}, expected ${String(at.expected)}`,
    );
  }

  private async streamByStream(appends: IdentifiedAppends): Promise<StreamsAppended> {
    const results: AppendResult[] = [];
    for (const a of appends) results.push(await this.appendOne(a.streamId, a.events, { expected: a.expected }));
    const repeat = results.every((r) => r.alreadyAppended);
    return {
      revisions: results.map((r) => r.nextRevision),
      position: results.at(-1)!.position,
      ...(repeat ? { alreadyAppended: true as const } : {}),
    };
  }

  private async turnToInTurn(): Promise<void> {
    if (this.inTurn) return;
    this.inTurn = true;
    const version = await serverVersion(this.client);
    this.warn(`KurrentDB ${version}: multiStreamAppend unavailable, appending stream by stream (not atomic)`);
  }

  /** Read from the leader, which has just answered the append. */
  private async eventAt(streamId: string, revision: bigint) {
    const read = this.client.readStream(streamId, { fromRevision: revision, maxCount: 1, requiresLeader: true });
    for await (const r of read) if (r.event) return r.event;
    return undefined;
  }
}

const isLast = (appends: IdentifiedAppends, i: number, j: number) =>
  i === appends.length - 1 && j === appends[i]!.events.length - 1;

/** The answer lists the streams in the requests' order; by name should it ever not. */
function revisionOf(sent: MultiAppendResult, streamId: string, i: number): bigint {
  const answer = sent.responses[i]?.streamName === streamId ? sent.responses[i] : undefined;
  const found = answer ?? sent.responses.find((r) => r.streamName === streamId);
  if (!found) throw new Error(`multiStreamAppend did not answer for ${streamId}`);
  return found.revision;
}

/** The client refuses before sending when the server lists no appendSession; a server may say UNIMPLEMENTED. */
function unsupported(err: unknown): boolean {
  const GRPC_UNIMPLEMENTED = 12;
  return isError(err, ErrorType.UNSUPPORTED) || (err as { code?: unknown } | null)?.code === GRPC_UNIMPLEMENTED;
}

/** The version the client learned with the server's features (its `capabilities`, kept protected). */
async function serverVersion(client: KurrentDBClient): Promise<string> {
  const features = (client as unknown as { capabilities?: Promise<{ serverVersion?: string }> }).capabilities;
  const known = await features?.catch(() => undefined);
  return known?.serverVersion ?? '(version unknown)';
}
