import { context, propagation, trace, type Tracer } from '@opentelemetry/api';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';

// Traces are off unless an OTLP endpoint is named (decision 0132): no SDK is loaded or started, no
// context manager is registered, and every helper of spans.ts and http.ts runs its work directly.
// When one is named, the standard variables apply: OTEL_EXPORTER_OTLP_TRACES_ENDPOINT (used as it
// is) or OTEL_EXPORTER_OTLP_ENDPOINT (+ /v1/traces), OTEL_SDK_DISABLED=true to keep them off anyway,
// and those the SDK reads itself (OTEL_SERVICE_NAME, OTEL_RESOURCE_ATTRIBUTES, OTEL_TRACES_SAMPLER,
// OTEL_BSP_*, OTEL_EXPORTER_OTLP_HEADERS …).

export interface Tracing {
  readonly enabled: boolean;
  /** Sends what the batch processor holds (a test asks before it reads its receiver). */
  flush(): Promise<void>;
  /** Sends what is held and unregisters the SDK: the process is then as if tracing never started. */
  shutdown(): Promise<void>;
}

const OFF: Tracing = { enabled: false, flush: async () => {}, shutdown: async () => {} };

let flora: Tracer | undefined;

/**
 * The tracer of this process's spans, or undefined while traces are off: the helpers' one check
 * before they do anything. Taken from the provider, not the API's global proxy, so that no tracer
 * outlives a shutdown (tests start and stop tracing in one process).
 */
export const floraTracer = (): Tracer | undefined => flora;

/** Where spans go, or undefined when traces are off (no endpoint named, or the SDK disabled). */
export function tracesEndpoint(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return undefined;
  const traces = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim();
  if (traces) return traces;
  const base = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim();
  return base ? `${base.replace(/\/+$/, '')}/v1/traces` : undefined;
}

/** Starts the SDK for this process when an endpoint is named; otherwise answers a tracing that is off. */
export async function startTracing(serviceName: string, env: NodeJS.ProcessEnv = process.env): Promise<Tracing> {
  const url = tracesEndpoint(env);
  if (!url || flora) return OFF;
  // Loaded only here: the SDK and its exporter take about a third of a second to import.
  const [{ NodeTracerProvider }, { BatchSpanProcessor }, { OTLPTraceExporter }, resources] = await Promise.all([
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/sdk-trace-base'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
  ]);
  const resource = resources
    .defaultResource()
    .merge(resources.resourceFromAttributes({ [ATTR_SERVICE_NAME]: serviceName }))
    // OTEL_SERVICE_NAME and OTEL_RESOURCE_ATTRIBUTES, when set, say it better than the part's own name.
    .merge(resources.detectResources({ detectors: [resources.envDetector] }));
  const provider = new NodeTracerProvider({
    resource,
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url }))],
  });
  // The AsyncLocalStorage context manager and W3C trace-context propagation (traceparent).
  provider.register();
  const tracer = provider.getTracer('flora');
  flora = tracer;
  return {
    enabled: true,
    flush: () => provider.forceFlush(),
    async shutdown() {
      if (flora !== tracer) return;
      flora = undefined;
      await provider.shutdown();
      trace.disable();
      context.disable();
      propagation.disable();
    },
  };
}
