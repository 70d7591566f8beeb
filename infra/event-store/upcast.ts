import type { EventStore, RecordedEvent, StreamRead, SubscribeOptions, Subscription } from './port';

/**
 * Schema evolution without rewriting history: stored events keep the shape they were written
 * with, and readers lift them to the current shape on the way out.
 *
 * `upcasters[type][v]` lifts the data of a `type` event from schemaVersion v to v + 1; steps
 * chain, so an event written at v1 reaches v3 through [1] then [2]. The lifted event carries
 * the schemaVersion it was lifted to; the rest of its metadata (the audit trail) is untouched.
 */
// `never`: each upcaster names the shape its version wrote (`(d: { qty: number }) => …`); the
// schemaVersion in the metadata is what vouches for it, not the compiler.
export type Upcaster = (data: never, event: RecordedEvent) => unknown;
export type Upcasters = Record<string, Record<number, Upcaster>>;

export function upcastEvent(event: RecordedEvent, upcasters: Upcasters): RecordedEvent {
  const steps = upcasters[event.type];
  if (!steps) return event;
  let version = event.metadata.schemaVersion;
  let data = event.data;
  for (let step = steps[version]; step; step = steps[version]) {
    data = step(data as never, event);
    version++;
  }
  if (version === event.metadata.schemaVersion) return event;
  return { ...event, data, metadata: { ...event.metadata, schemaVersion: version } };
}

/** Wraps every read of `store` so callers only ever see current shapes. */
export function withUpcasters(store: EventStore, upcasters: Upcasters): EventStore {
  const lift = (events: RecordedEvent[]) => events.map((e) => upcastEvent(e, upcasters));
  return {
    get kind() {
      return store.kind;
    },
    appendToStream: (streamId, events, options) => store.appendToStream(streamId, events, options),
    appendToStreams: (appends, options) => store.appendToStreams(appends, options),
    ...(store.appendOnce && { appendOnce: store.appendOnce.bind(store) }),
    readStream: async (streamId, options) => lift(await store.readStream(streamId, options)),
    ...(store.readStreams && {
      readStreams: async (reads: readonly StreamRead[]) => (await store.readStreams!(reads)).map(lift),
    }),
    readAll: async (options) => {
      const events = await store.readAll(options);
      const { types } = options ?? {};
      // An event read for its place only has no data to lift.
      return types ? events.map((e) => (types.includes(e.type) ? upcastEvent(e, upcasters) : e)) : lift(events);
    },
    subscribeToAll: (options: SubscribeOptions): Subscription =>
      store.subscribeToAll({ ...options, handle: (events) => options.handle(lift(events)) }),
    comparePositions: (a, b) => store.comparePositions(a, b),
    headPosition: () => store.headPosition(),
    close: () => store.close(),
  };
}
