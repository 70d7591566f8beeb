// Every environment variable Flora's processes read, per part: what infra/deploy must give each
// container, and what tests/deploy/manifests.test.ts holds the code and the manifests to. "Reads"
// means the part acts on it (loadConfig parses every variable in every process, but READ_PORT
// changes nothing in a command-api). `required` names the parts a deployment must set it for
// (NODE_ENV=production, behind a load balancer); elsewhere the default applies.

/** The deployed parts (infra/deploy), the one-shot migration they wait for, `npm start`, and `npm run owner`. */
export const PARTS = ['command-api', 'read-api', 'projections', 'reactors', 'migrate', 'launcher', 'owner'] as const;
export type Part = (typeof PARTS)[number];
export const DEPLOYED_PARTS = ['command-api', 'read-api', 'projections', 'reactors', 'migrate'] as const;

export interface EnvironmentVariable {
  name: string;
  parts: readonly Part[];
  required: readonly Part[];
  /** What an unset variable means where it is not required. */
  default: string;
  why: string;
}

const SERVERS = ['command-api', 'read-api', 'projections', 'reactors'] as const;
const APIS = ['command-api', 'read-api'] as const;
const WORKERS = ['projections', 'reactors'] as const;

export const ENVIRONMENT: readonly EnvironmentVariable[] = [
  {
    name: 'DATABASE_URL',
    parts: [...SERVERS, 'migrate', 'launcher'],
    required: [...SERVERS, 'migrate'],
    default: 'the embedded server (npm start only)',
    why: 'the Postgres primary: events (EVENT_STORE=postgres), read models, checkpoints, locks, LISTEN',
  },
  {
    name: 'DATABASE_REPLICA_URL',
    parts: ['read-api', 'launcher'],
    required: [],
    default: 'none: read models are read from the primary',
    why: 'a streaming replica the read-api reads its read models from; LISTEN, writes and events stay on the primary',
  },
  {
    name: 'EVENT_STORE',
    parts: [...SERVERS, 'launcher'],
    required: [],
    default: 'postgres',
    why: "'kurrentdb' keeps the events in a KurrentDB cluster instead of the primary's events table",
  },
  {
    name: 'KURRENTDB_URL',
    parts: [...SERVERS, 'launcher'],
    required: [],
    default: 'none (needed when EVENT_STORE=kurrentdb)',
    why: 'the KurrentDB connection string naming every node of the cluster',
  },
  {
    name: 'NODE_ENV',
    parts: [...SERVERS, 'launcher'],
    required: SERVERS,
    default: 'development',
    why: "'production' makes every process require JWT_SECRET (at least 32 characters)",
  },
  {
    name: 'JWT_SECRET',
    parts: [...SERVERS, 'launcher'],
    required: SERVERS,
    default: 'a random secret kept in <FLORA_DATA_DIR>/jwt-secret (required in production)',
    why: 'signs and checks session tokens; unset, the data folder keeps its own (mode 0600), shared by every part and restart',
  },
  {
    name: 'FLORA_SESSION_MAX_HOURS',
    parts: [...APIS, 'launcher'],
    required: [],
    default: '12',
    why: "a session's absolute lifetime: it ends then whatever its tokens say (JWT_EXPIRES_IN is each token's)",
  },
  {
    name: 'FLORA_REGISTRATIONS_PER_HOUR',
    parts: ['command-api', 'launcher'],
    required: [],
    default: '20',
    why: 'accounts one client address may register in an hour (429 after)',
  },
  {
    name: 'FLORA_ALLOWED_ORIGINS',
    parts: ['read-api', 'launcher'],
    required: [],
    default: "the app's own origin only",
    why: 'other origins (comma-separated, e.g. https://shop.example) whose pages may open the websocket',
  },
  {
    name: 'JWT_EXPIRES_IN',
    parts: ['command-api', 'launcher'],
    required: [],
    default: '8h',
    why: 'how long a session token the command-api signs stays valid',
  },
  {
    name: 'FLORA_GATEWAY_SECRET',
    parts: [...APIS, 'launcher'],
    required: APIS,
    default: 'none: X-Forwarded-For is never believed (npm start makes one per launch)',
    why: 'the load balancer proves with it that X-Forwarded-For is its word; the login throttle keys on that address',
  },
  {
    name: 'HOST',
    parts: [...SERVERS, 'launcher'],
    required: APIS,
    default: '127.0.0.1',
    why: "the address the APIs (and a worker's METRICS_PORT) listen on; a container must listen on 0.0.0.0 to be reachable",
  },
  {
    name: 'METRICS_PORT',
    parts: [...WORKERS, 'launcher'],
    required: [],
    default: "off (npm start: 9464, and the next ports for the cluster's further workers; 0 turns them off)",
    why: 'a worker\'s /metrics for Prometheus (the APIs serve theirs on their own ports): docs/operations.md, "Metrics"',
  },
  {
    name: 'COMMAND_PORT',
    parts: ['command-api', 'launcher'],
    required: ['command-api'],
    default: '3001',
    why: 'the command-api listens here; containerPort, Service and load balancer must agree',
  },
  {
    name: 'READ_PORT',
    parts: ['read-api', 'launcher'],
    required: ['read-api'],
    default: '3002',
    why: 'the read-api listens here; containerPort, Service and load balancer must agree',
  },
  {
    name: 'LOG_LEVEL',
    parts: [...APIS, 'launcher'],
    required: [],
    default: 'info (warn under npm start)',
    why: 'the APIs request log; warn keeps a busy shop quiet',
  },
  {
    name: 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT',
    parts: [...APIS, 'projections'],
    required: [],
    default: 'none: no traces (no SDK started)',
    why: 'an OTLP/HTTP (JSON) collector URL for traces, used as it is: request → append → projection batch (decision 0132)',
  },
  {
    name: 'OTEL_EXPORTER_OTLP_ENDPOINT',
    parts: [...APIS, 'projections'],
    required: [],
    default: 'none: no traces (no SDK started)',
    why: "an OTLP/HTTP collector's base URL: traces go to <it>/v1/traces unless the traces endpoint is set",
  },
  {
    name: 'OTEL_SDK_DISABLED',
    parts: [...APIS, 'projections'],
    required: [],
    default: 'false',
    why: "'true' keeps traces off even with an endpoint set",
  },
  {
    name: 'FLORA_SEED_DEMO',
    parts: ['command-api', 'launcher'],
    required: [],
    default: "off ('1' under npm start)",
    why: "'1' seeds the demo users and data at start-up: never in a real shop",
  },
  {
    name: 'FLORA_CHECK_ANSWERS',
    parts: [...APIS],
    required: [],
    default: 'off (on under vitest)',
    why: "'1' holds every answer to its route's schema strictly (a deviation is a 500 naming the path): for tests",
  },
  {
    name: 'MAP_TILE_URL',
    parts: APIS,
    required: [],
    default: 'none: the maps draw their own background',
    why: "the delivery maps' tile server, whose origin the APIs add to the CSP img-src",
  },
  {
    name: 'FLORA_APP',
    parts: [...SERVERS, 'migrate'],
    required: [],
    default: 'flora',
    why: "the Postgres application_name, which names who holds a projection's advisory lock",
  },
  {
    name: 'READ_CONSISTENCY_TIMEOUT_MS',
    parts: ['read-api'],
    required: [],
    default: '5000',
    why: 'how long a ?minPosition= read waits for the projection (and replica) before 503',
  },
  {
    name: 'READ_CONSISTENCY_POLL_MS',
    parts: ['read-api'],
    required: [],
    default: '250',
    why: 'how often a ?minPosition= read looks again',
  },
  {
    name: 'WS_KEEPALIVE_MS',
    parts: ['read-api'],
    required: [],
    default: '30000',
    why: 'websocket pings: keeps idle sockets open through load balancers that cut silent ones',
  },
  {
    name: 'FRONTEND_DIR',
    parts: ['read-api', 'launcher'],
    required: [],
    default: 'frontend/dist',
    why: 'the built app the read-api serves; when set, the launcher serves it as it is (no rebuild when stale)',
  },
  {
    name: 'FLORA_PROJECTIONS',
    parts: WORKERS,
    required: [],
    default: 'all',
    why: 'comma list of the projections and reactors this worker runs',
  },
  {
    name: 'FLORA_PROJECTION_BATCH',
    parts: WORKERS,
    required: [],
    default: '1000',
    why: 'events applied per batch (and checkpoint commit)',
  },
  {
    name: 'FLORA_PROJECTION_LOG',
    parts: WORKERS,
    required: [],
    default: 'off',
    why: "'batches' logs one line per batch",
  },
  {
    name: 'FLORA_REACTORS_ONLY',
    parts: ['reactors'],
    required: [],
    default: 'off: the worker runs the projections too (npm start)',
    why: "'1' runs only the reactors and the subscription scheduler, so projection and reactor workers scale apart",
  },
  {
    name: 'FLORA_SUBSCRIPTION_DAYS_AHEAD',
    parts: ['reactors'],
    required: [],
    default: '2',
    why: "how many days before its delivery a subscription's cycle is made",
  },
  {
    name: 'FLORA_SUBSCRIPTION_TICK_MS',
    parts: ['reactors'],
    required: [],
    default: '60000',
    why: 'how often the subscription scheduler looks',
  },
  {
    name: 'FLORA_SELL_BY_TICK_MS',
    parts: ['reactors'],
    required: [],
    default: '300000',
    why: 'how often the worker looks for lots reaching their sell-by, to tell the warehouse (issue 44)',
  },
  {
    name: 'FLORA_DATA_DIR',
    parts: ['launcher'],
    required: [],
    default: '.data',
    why: "the embedded server's (and embedded replica's) files",
  },
  {
    name: 'EMBEDDED_PG_PORT',
    parts: ['launcher'],
    required: [],
    default: '54329',
    why: "the embedded server's port",
  },
  {
    name: 'EMBEDDED_REPLICA_PORT',
    parts: ['launcher'],
    required: [],
    default: "the primary's port + 1",
    why: "npm run cluster: the embedded replica's port",
  },
  {
    name: 'COMMAND_PORTS',
    parts: ['launcher'],
    required: [],
    default: '3001,3011',
    why: "npm run cluster: its command-apis' ports",
  },
  {
    name: 'READ_PORTS',
    parts: ['launcher'],
    required: [],
    default: '3002,3012',
    why: "npm run cluster: its read-apis' ports",
  },
  {
    name: 'PORT',
    parts: ['launcher'],
    required: [],
    default: '3000',
    why: "the gateway's port, the one address of npm start",
  },
  {
    name: 'FLORA_RESTART_LIMIT',
    parts: ['launcher'],
    required: [],
    default: '5',
    why: 'restarts of one part within a minute before the supervisor gives up on it',
  },
  {
    name: 'FLORA_OWNER_PASSWORD',
    parts: ['owner'],
    required: [],
    default: 'asked on the terminal',
    why: "npm run owner -- create: the new owner's password where nobody can type it (CI, a script)",
  },
  {
    name: 'CI',
    parts: ['owner'],
    required: [],
    default: 'unset',
    why: "'true': npm run owner never asks on the terminal (FLORA_OWNER_PASSWORD or an error)",
  },
];

export const variableNamed = (name: string) => ENVIRONMENT.find((v) => v.name === name);
export const readBy = (part: Part) => ENVIRONMENT.filter((v) => v.parts.includes(part)).map((v) => v.name);
export const requiredFor = (part: Part) => ENVIRONMENT.filter((v) => v.required.includes(part)).map((v) => v.name);
