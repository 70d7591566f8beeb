import {
  context,
  isSpanContextValid,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Link,
  type Span,
  type SpanOptions,
} from '@opentelemetry/api';
import {
  ATTR_DB_COLLECTION_NAME,
  ATTR_DB_OPERATION_NAME,
  ATTR_DB_SYSTEM_NAME,
  ATTR_ERROR_TYPE,
  DB_SYSTEM_NAME_VALUE_POSTGRESQL,
} from '@opentelemetry/semantic-conventions';
import type { EventMetadata, NewEvent, RecordedEvent } from '../event-store/port';
import { floraTracer } from './start';

// The spans a command and a projection make, named and attributed by OpenTelemetry's semantic
// conventions. Each helper first asks whether traces are on (start.ts): off, it runs the work as if
// it were not there. The messaging attributes are still incubating in the conventions, so they are
// named here (as @opentelemetry/semantic-conventions advises) rather than taken from its unstable entry.
const ATTR_MESSAGING_SYSTEM = 'messaging.system';
const ATTR_MESSAGING_OPERATION_TYPE = 'messaging.operation.type';
const ATTR_MESSAGING_OPERATION_NAME = 'messaging.operation.name';
const ATTR_MESSAGING_BATCH_MESSAGE_COUNT = 'messaging.batch.message_count';
const ATTR_MESSAGING_DESTINATION_NAME = 'messaging.destination.name';
const ATTR_MESSAGING_CONSUMER_GROUP_NAME = 'messaging.consumer.group.name';

/** An event's metadata with the W3C traceparent of the request that wrote it (only when one was traced). */
export type TracedMetadata = EventMetadata & { traceparent?: string };

/** A batch links at most this many requests: a rebuild's page of thousands of events is not a thousand links. */
export const MAX_BATCH_LINKS = 32;

/** Marks a span failed: the error's SQLSTATE or name as error.type, its message as the status. */
export function failed(span: Span, err: unknown): void {
  const e = err as { code?: unknown; name?: unknown; message?: unknown } | undefined;
  const type = typeof e?.code === 'string' ? e.code : typeof e?.name === 'string' ? e.name : 'Error';
  span.setAttribute(ATTR_ERROR_TYPE, type);
  span.setStatus({ code: SpanStatusCode.ERROR, message: typeof e?.message === 'string' ? e.message : undefined });
}

/** Runs `work` in a span of its own (the active one while it runs), ended when the work settles. */
export function inSpan<T>(name: string, options: SpanOptions, work: () => Promise<T>): Promise<T> {
  const tracer = floraTracer();
  if (!tracer) return work();
  return tracer.startActiveSpan(name, options, async (span) => {
    try {
      return await work();
    } catch (err) {
      failed(span, err);
      throw err;
    } finally {
      span.end();
    }
  });
}

/** Which of the store's statements an append asks for (the SQL functions of the events migrations). */
export type AppendOperation = 'append_to_stream' | 'append_command' | 'append_to_streams';

/** A database client span around one append, a child of the request (or reactor) that sends it. */
export function traceAppend<T>(operation: AppendOperation, events: number, work: () => Promise<T>): Promise<T> {
  if (!floraTracer()) return work();
  return inSpan(
    `${operation} events`,
    {
      kind: SpanKind.CLIENT,
      attributes: {
        [ATTR_DB_SYSTEM_NAME]: DB_SYSTEM_NAME_VALUE_POSTGRESQL,
        [ATTR_DB_OPERATION_NAME]: operation,
        [ATTR_DB_COLLECTION_NAME]: 'events',
        'flora.events': events,
      },
    },
    work,
  );
}

/** The active span as a W3C traceparent when it records; undefined otherwise (always while traces are off). */
export function activeTraceparent(): string | undefined {
  if (!floraTracer() || !trace.getActiveSpan()?.isRecording()) return undefined;
  const carrier: { traceparent?: string } = {};
  propagation.inject(context.active(), carrier);
  return carrier.traceparent;
}

/**
 * The event with the active span's traceparent in its metadata, so the projection that applies it
 * can link back to the request; the very same event when no span records (its id never depends on it).
 */
export function withTraceparent(event: NewEvent): NewEvent {
  const traceparent = activeTraceparent();
  if (!traceparent) return event;
  const metadata: TracedMetadata = { ...event.metadata, traceparent };
  return { ...event, metadata };
}

/** Links to the requests that wrote these events, each once, at most MAX_BATCH_LINKS. */
export function linksOf(events: readonly Pick<RecordedEvent, 'metadata'>[]): Link[] {
  const links: Link[] = [];
  const seen = new Set<string>();
  for (const event of events) {
    if (links.length >= MAX_BATCH_LINKS) break;
    const traceparent = (event.metadata as TracedMetadata | undefined)?.traceparent;
    if (typeof traceparent !== 'string' || seen.has(traceparent)) continue;
    seen.add(traceparent);
    const linked = trace.getSpanContext(propagation.extract(ROOT_CONTEXT, { traceparent }));
    if (linked && isSpanContextValid(linked)) links.push({ context: linked });
  }
  return links;
}

/**
 * A consumer span per batch a projection applies: a trace of its own (a batch serves many requests),
 * linked to the requests whose events it holds, so a trace viewer goes from a request to its batch.
 */
export function traceBatch<T>(
  projection: string,
  events: readonly RecordedEvent[],
  work: () => Promise<T>,
): Promise<T> {
  if (!floraTracer()) return work();
  return inSpan(
    `process ${projection}`,
    {
      kind: SpanKind.CONSUMER,
      root: true,
      links: linksOf(events),
      attributes: {
        [ATTR_MESSAGING_SYSTEM]: 'flora',
        [ATTR_MESSAGING_OPERATION_TYPE]: 'process',
        [ATTR_MESSAGING_OPERATION_NAME]: 'process',
        [ATTR_MESSAGING_BATCH_MESSAGE_COUNT]: events.length,
        [ATTR_MESSAGING_DESTINATION_NAME]: projection,
        [ATTR_MESSAGING_CONSUMER_GROUP_NAME]: projection,
      },
    },
    work,
  );
}
