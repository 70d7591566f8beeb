// OpenTelemetry traces, off unless an OTLP endpoint is configured (decision 0132).
export { floraTracer, startTracing, tracesEndpoint, type Tracing } from './start';
export {
  activeTraceparent,
  linksOf,
  MAX_BATCH_LINKS,
  traceAppend,
  traceBatch,
  withTraceparent,
  type TracedMetadata,
} from './spans';
export { useTracing } from './http';
