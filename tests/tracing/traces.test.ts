import { randomBytes, randomUUID } from 'node:crypto';
import { trace } from '@opentelemetry/api';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TracedMetadata } from '../../infra/tracing';
import { floraTracer, linksOf, MAX_BATCH_LINKS, startTracing, tracesEndpoint, type Tracing } from '../../infra/tracing';
import { prepareProjection } from '../../projections/engine/generations';
import { buildReadApi } from '../../read-api/app';
import type { Projection } from '../../projections/engine/projection';
import { ProjectionRunner } from '../../projections/engine/runner';
import { useFreshCommandApi } from '../support/command-api';
import { startOtlpReceiver, type ReceivedSpan } from './otlp-receiver';

// Issue 42: traces from the HTTP request through the append to the projection's batch, exported
// over OTLP only when an endpoint is configured (decision 0132). Off, nothing is started and the
// events are written exactly as before.

const { freshApi, config } = useFreshCommandApi('traces');

/** A caller's own trace: the request's span must continue it. */
const callerTraceId = randomBytes(16).toString('hex');
const callerSpanId = randomBytes(8).toString('hex');
const CALLER = { traceparent: `00-${callerTraceId}-${callerSpanId}-01` };

/** A read model that keeps the id of every event: a projection batch to trace. */
const seen: Projection = {
  name: 'traced-seen',
  version: 1,
  handles: 'all',
  tables: ['traced_seen'],
  async createTables(db, t) {
    await sql`create table ${sql.table(t.traced_seen!)} (event_id uuid primary key)`.execute(db);
  },
  async apply(trx, events, t) {
    for (const e of events)
      await sql`insert into ${sql.table(t.traced_seen!)} values (${e.eventId}) on conflict do nothing`.execute(trx);
    return [];
  },
};

describe('traces, off by default', () => {
  it('read the endpoint from the standard variables, and OTEL_SDK_DISABLED over them', () => {
    expect(tracesEndpoint({})).toBeUndefined();
    expect(tracesEndpoint({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' })).toBe(
      'http://collector:4318/v1/traces',
    );
    const both = {
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://traces:4318/custom',
    };
    expect(tracesEndpoint(both)).toBe('http://traces:4318/custom');
    expect(tracesEndpoint({ ...both, OTEL_SDK_DISABLED: 'TRUE' })).toBeUndefined();
  });

  it('start nothing without an endpoint: no provider, no traceparent in the events', async () => {
    const off = [
      await startTracing('flora-test', {}),
      await startTracing('flora-test', {
        OTEL_SDK_DISABLED: 'true',
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:9',
      }),
    ];
    expect(off.map((t) => t.enabled)).toEqual([false, false]);
    expect(floraTracer()).toBeUndefined();
    // The API's global tracer is its no-op one: nothing registered a provider.
    expect(trace.getTracer('probe').startSpan('probe').isRecording()).toBe(false);

    const { putTaxRate, stream } = await freshApi();
    const res = await putTaxRate(16, CALLER);
    expect(res.statusCode, res.body).toBe(201);
    const [event] = await stream();
    expect(event!.metadata).not.toHaveProperty('traceparent');
  });
});

describe('traces to an OTLP endpoint', () => {
  let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
  let tracing: Tracing;
  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    tracing = await startTracing('flora-test', { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint });
  });
  afterAll(async () => {
    // Other test files run in this worker next (isolate: false): they must find tracing off.
    await tracing?.shutdown();
    await receiver?.close();
  });

  it('go from the request to its append, and from the projection batch back to the request', async () => {
    expect(tracing.enabled).toBe(true);
    const { putTaxRate, stream, database, store } = await freshApi();
    const res = await putTaxRate(16, CALLER);
    expect(res.statusCode, res.body).toBe(201);

    await prepareProjection(database.db, seen);
    const runner = new ProjectionRunner({ pool: database.pool, db: database.db, store }, seen, {
      lockRetryMs: 50,
    }).start();
    try {
      await runner.waitForPosition(res.json<{ position: string }>().position, 50);
    } finally {
      await runner.stop();
    }
    await tracing.flush();

    const spans = receiver.spans.filter((s) => s.service === 'flora-test');
    const named = (name: string) => spans.filter((s) => s.name === name);
    const [request] = named('PUT /api/settings/tax-rate') as [ReceivedSpan];
    expect(request).toMatchObject({
      traceId: callerTraceId,
      parentSpanId: callerSpanId,
      kind: 2,
      attributes: {
        'http.request.method': 'PUT',
        'http.route': '/api/settings/tax-rate',
        'url.path': '/api/settings/tax-rate',
        'http.response.status_code': 201,
      },
    });

    const [append] = named('append_to_stream events') as [ReceivedSpan];
    expect(append).toMatchObject({
      traceId: callerTraceId,
      parentSpanId: request.spanId,
      kind: 3,
      attributes: { 'db.system.name': 'postgresql', 'db.operation.name': 'append_to_stream', 'flora.events': 1 },
    });

    // A keyed command appends with its key's check in the same statement: its own operation.
    const keyed = await putTaxRate(17, { 'idempotency-key': randomUUID() });
    expect(keyed.statusCode, keyed.body).toBe(201);
    await tracing.flush();
    const [keyedRequest] = receiver.spans.filter((s) => s.name === request.name && s.traceId !== callerTraceId);
    expect(receiver.spans.find((s) => s.name === 'append_command events')).toMatchObject({
      traceId: keyedRequest!.traceId,
      parentSpanId: keyedRequest!.spanId,
      attributes: { 'db.operation.name': 'append_command' },
    });

    // The event carries the request's span, and the batch that applied it links back to it.
    const [event] = await stream();
    expect((event!.metadata as TracedMetadata).traceparent).toBe(`00-${callerTraceId}-${request.spanId}-01`);
    const batches = named('process traced-seen');
    const batch = batches.find((b) => b.links.some((l) => l.traceId === callerTraceId));
    expect(batch, JSON.stringify(batches)).toMatchObject({
      kind: 5,
      links: [{ traceId: callerTraceId, spanId: request.spanId }],
      attributes: {
        'messaging.operation.type': 'process',
        'messaging.destination.name': 'traced-seen',
        'messaging.batch.message_count': 1,
      },
    });
    expect(batch!.traceId).not.toBe(callerTraceId);
    expect(batch!.parentSpanId).toBeFalsy();
  });

  it('trace the read-api too: a route by its pattern, a 404 by its method alone, neither failed', async () => {
    const { database, store } = await freshApi();
    const reads = await buildReadApi({
      db: database.db,
      store,
      pool: database.pool,
      config,
      options: { accounts: 'trust-token' },
    });
    try {
      expect((await reads.inject({ method: 'GET', url: '/api/health?x=1', headers: CALLER })).statusCode).toBe(200);
      expect((await reads.inject({ method: 'GET', url: '/api/nowhere' })).statusCode).toBe(404);
    } finally {
      await reads.close();
    }
    await tracing.flush();
    const health = receiver.spans.find((s) => s.name === 'GET /api/health');
    expect(health).toMatchObject({
      traceId: callerTraceId,
      parentSpanId: callerSpanId,
      attributes: { 'http.route': '/api/health', 'url.path': '/api/health', 'http.response.status_code': 200 },
    });
    const missing = receiver.spans.find((s) => s.name === 'GET' && s.attributes['url.path'] === '/api/nowhere');
    expect(missing?.attributes).toMatchObject({ 'http.response.status_code': 404 });
    expect(missing?.attributes).not.toHaveProperty('http.route');
    expect(missing?.attributes).not.toHaveProperty('error.type');
  });

  it('link a batch to each request once, and to at most MAX_BATCH_LINKS of them', () => {
    const traceparents = Array.from(
      { length: MAX_BATCH_LINKS + 8 },
      () => `00-${randomBytes(16).toString('hex')}-${randomBytes(8).toString('hex')}-01`,
    );
    const events = [...traceparents, traceparents[0], 'not a traceparent', undefined].map((traceparent) => ({
      metadata: { traceparent } as unknown as TracedMetadata,
    }));
    const links = linksOf(events);
    expect(links).toHaveLength(MAX_BATCH_LINKS);
    expect(links.map((l) => `00-${l.context.traceId}-${l.context.spanId}-01`)).toEqual(
      traceparents.slice(0, MAX_BATCH_LINKS),
    );
    expect(linksOf(events.slice(-2))).toEqual([]);
  });
});
