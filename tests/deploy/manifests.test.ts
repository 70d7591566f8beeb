import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEPLOYED_PARTS, ENVIRONMENT, readBy, requiredFor } from '../../infra/config/environment';
import { startGateway } from '../../infra/launcher/gateway';
import { compose, composeContainers, floraContainers, k8sContainers, k8sDocuments, ofKind } from './manifests';
import { readNginx } from './nginx';

// infra/deploy checked without Docker or a cluster: the manifests parsed, held to the table of
// infra/config/environment.ts (itself held to the code), and the balancer's rule to the gateway's.

const everyContainer = () => floraContainers([...composeContainers(), ...k8sContainers()]);

describe('the environment table', () => {
  const SOURCES = ['command-api', 'read-api', 'projections', 'reactors', 'infra', 'domain'];
  const READS = [
    /\benv\.([A-Z][A-Z0-9_]*)/g, // process.env.X and env.X
    /\benv\[\s*['"`]([A-Z][A-Z0-9_]*)['"`]\s*\]/g,
    /\w*[eE]nv\w*\(\s*['"`]([A-Z][A-Z0-9_]*)['"`]/g, // envNumber('X', …)
  ];
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((f) => {
      const path = join(dir, f);
      if (statSync(path).isDirectory()) return files(path);
      return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
    });
  const read = new Map<string, string>(); // variable → first file reading it
  for (const file of SOURCES.flatMap(files)) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of READS) for (const m of text.matchAll(pattern)) if (!read.has(m[1]!)) read.set(m[1]!, file);
    for (const m of text.matchAll(/\{([^}]*)\}\s*=\s*(?:process\.)?env\b/g)) {
      for (const name of m[1]!.match(/\b[A-Z][A-Z0-9_]*\b/g) ?? []) if (!read.has(name)) read.set(name, file);
    }
  }

  it('names every variable the code reads', () => {
    // Each kind of read is found, so the scan cannot pass by finding nothing.
    expect([...read.keys()]).toEqual(
      expect.arrayContaining(['DATABASE_URL', 'FLORA_SUBSCRIPTION_DAYS_AHEAD', 'READ_CONSISTENCY_POLL_MS']),
    );
    const missing = [...read].filter(([name]) => !ENVIRONMENT.some((v) => v.name === name));
    expect(missing.map(([name, file]) => `${name} (${file})`)).toEqual([]);
  });

  it('names nothing the code does not read, once each, required only where read', () => {
    expect(ENVIRONMENT.map((v) => v.name).filter((name) => !read.has(name))).toEqual([]);
    const names = ENVIRONMENT.map((v) => v.name);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    for (const v of ENVIRONMENT) expect(v.parts, v.name).toEqual(expect.arrayContaining([...v.required]));
  });
});

describe('every Flora container, in compose.yaml and k8s/', () => {
  it('runs the four parts and the migration, from one image and tag', () => {
    const containers = everyContainer();
    for (const part of DEPLOYED_PARTS) {
      expect(
        composeContainers().some((c) => c.part === part),
        `compose: ${part}`,
      ).toBe(true);
      expect(
        k8sContainers().some((c) => c.part === part),
        `k8s: ${part}`,
      ).toBe(true);
    }
    expect(new Set(containers.map((c) => c.image))).toEqual(new Set(['flora:0.1.0']));
  });

  it('sets every variable its part requires, and none its part does not read', () => {
    for (const c of everyContainer()) {
      const missing = requiredFor(c.part!).filter((name) => !c.env.has(name));
      expect(missing, `${c.where} misses`).toEqual([]);
      const unknown = [...c.env.keys()].filter((name) => !readBy(c.part!).includes(name));
      expect(unknown, `${c.where} sets what ${c.part} does not read`).toEqual([]);
    }
  });

  it('runs in production on the KurrentDB cluster, reading the replica from the read-apis', () => {
    for (const c of everyContainer().filter((c) => c.part !== 'migrate')) {
      expect(c.env.get('NODE_ENV'), c.where).toBe('production');
      expect(c.env.get('EVENT_STORE'), c.where).toBe('kurrentdb');
      const nodes = /^kurrentdb:\/\/([^/?]+)/.exec(c.env.get('KURRENTDB_URL') ?? '')?.[1]?.split(',') ?? [];
      expect(new Set(nodes).size, `${c.where}: KurrentDB nodes`).toBe(3);
      if (c.where.startsWith('compose')) {
        for (const node of nodes) expect(compose().services[node.split(':')[0]!], node).toBeDefined();
      }
    }
    for (const c of everyContainer().filter((c) => c.part === 'read-api')) {
      expect(c.env.get('DATABASE_REPLICA_URL'), c.where).toBeDefined();
      expect(c.env.get('DATABASE_REPLICA_URL'), c.where).not.toBe(c.env.get('DATABASE_URL'));
    }
    for (const c of everyContainer().filter((c) => c.part === 'reactors')) {
      expect(c.env.get('FLORA_REACTORS_ONLY'), c.where).toBe('1');
    }
  });
});

describe('replicas and disruption budgets', () => {
  it('runs two of each part in compose', () => {
    const services = compose().services;
    for (const name of ['command-api', 'read-api', 'projections', 'reactors']) {
      expect(services[name].deploy?.replicas, name).toBe(2);
    }
  });

  it('runs two workers of each kind and two or more of each API in k8s, a budget for each API', () => {
    const docs = k8sDocuments();
    const deployments = new Map(ofKind(docs, 'Deployment').map((d) => [d.metadata.name, d]));
    expect(deployments.get('projections')?.spec.replicas).toBe(2);
    expect(deployments.get('reactors')?.spec.replicas).toBe(2);
    for (const api of ['command-api', 'read-api']) {
      expect(deployments.get(api)?.spec.replicas, api).toBeGreaterThanOrEqual(2);
    }
    const budgets = ofKind(docs, 'PodDisruptionBudget');
    const guarded = budgets.map((pdb) => {
      expect(pdb.spec.minAvailable, pdb.metadata.name).toBe(1);
      const wanted = Object.entries(pdb.spec.selector.matchLabels as Record<string, string>);
      const match = [...deployments.values()].filter((d) =>
        wanted.every(([k, v]) => d.spec.template.metadata.labels[k] === v),
      );
      expect(match.length, `${pdb.metadata.name} selects one Deployment's pods`).toBe(1);
      return match[0]?.metadata.name;
    });
    expect(guarded).toEqual(expect.arrayContaining(['command-api', 'read-api']));
  });
});

describe('ports', () => {
  const nginx = readNginx();
  const API_PORTS = [
    { part: 'command-api', variable: 'COMMAND_PORT', route: ['POST', '/api/orders'] },
    { part: 'read-api', variable: 'READ_PORT', route: ['GET', '/api/orders'] },
  ] as const;

  it.each(API_PORTS)("$part: $variable is the container's, the probes', the Service's and the balancer's", (api) => {
    const containers = everyContainer().filter((c) => c.part === api.part);
    const ports = new Set(containers.map((c) => Number(c.env.get(api.variable))));
    expect(ports.size).toBe(1);
    const [port] = ports;
    const servers = nginx.route(api.route[0], api.route[1]).servers;
    expect(servers).toEqual([`${api.part}:${port}`]); // the compose service, and the k8s Service
    for (const c of containers.filter((c) => c.where.startsWith('k8s'))) {
      expect(c.ports, c.where).toEqual([port]);
      expect(c.readinessPort, c.where).toBe(port);
      expect(c.livenessPort, c.where).toBe(port);
    }
    const service = ofKind(k8sDocuments(), 'Service').find((s) => s.metadata.name === api.part);
    expect(service?.spec.ports.map((p: { port: number; targetPort: number }) => [p.port, p.targetPort])).toEqual([
      [port, port],
    ]);
    expect(compose().services[api.part], `compose service ${api.part}`).toBeDefined();
  });
});

describe('the load balancer', () => {
  const nginx = readNginx();
  const METHODS = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE'];
  const URLS = [
    '/',
    '/app/orders',
    '/api/orders',
    '/api/orders/7?minPosition=3',
    '/api/ops/rebuild',
    '/api/opsx',
    '/api/bot/ask',
    '/api/docs',
    '/api/docs/json',
    '/api/docs?x=1',
    '/api/docsx',
    '/api/health',
    '/api/healthz',
    '/api/ws',
    '/shop/api/health',
  ];
  /**
   * The gateway answers the merged OpenAPI document itself (issue 39: both APIs' paths in one); a
   * deployment's balancer cannot merge, so there the command-api's document answers, its read-api's
   * beside it at /api/read-docs/json.
   */
  const MERGED_BY_THE_GATEWAY = /^\/api\/docs\/json$/;
  const upstreamServers: Server[] = [];
  let gateway: Awaited<ReturnType<typeof startGateway>>;

  beforeAll(async () => {
    const side = async (name: string) => {
      const server = createServer((req, res) => res.writeHead(200, { 'x-side': name }).end(name));
      await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
      upstreamServers.push(server);
      return [{ host: '127.0.0.1', port: (server.address() as AddressInfo).port }];
    };
    const up = { command: await side('command_api'), read: await side('read_api') };
    gateway = await startGateway(0, '127.0.0.1', up, { secret: 'test-secret' });
  });
  afterAll(async () => {
    await gateway?.close();
    for (const server of upstreamServers) server.close();
  });

  it('sends each request where the gateway (isCommand) sends it', async () => {
    const { port } = gateway.server.address() as AddressInfo;
    const differ: string[] = [];
    for (const method of METHODS) {
      for (const url of URLS) {
        const answer = await fetch(`http://127.0.0.1:${port}${url}`, {
          method,
          ...(method === 'GET' || method === 'HEAD' ? {} : { body: '{}' }),
        });
        const gatewaySide = answer.headers.get('x-side');
        await answer.arrayBuffer();
        const nginxSide = nginx.route(method, url).name;
        if (gatewaySide === null && MERGED_BY_THE_GATEWAY.test(url) && nginxSide === 'command_api') continue;
        if (gatewaySide !== nginxSide) differ.push(`${method} ${url}: gateway ${gatewaySide}, nginx ${nginxSide}`);
      }
    }
    expect(differ).toEqual([]);
  });

  it("overwrites the caller's address, vouches with the shared secret and passes websockets on", () => {
    expect(nginx.headers.get('x-forwarded-for')).toBe('$remote_addr');
    expect(nginx.headers.get('x-flora-gateway')).toBe('${FLORA_GATEWAY_SECRET}');
    for (const claim of ['forwarded', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip']) {
      expect(nginx.headers.get(claim), claim).toBe('');
    }
    expect(nginx.headers.get('upgrade')).toBe('$http_upgrade');
    const balancers = [
      compose().services.balancer.environment,
      ...ofKind(k8sDocuments(), 'Deployment')
        .filter((d) => d.metadata.name === 'balancer')
        .map((d) =>
          Object.fromEntries(d.spec.template.spec.containers[0].env.map((e: { name: string }) => [e.name, e])),
        ),
    ];
    expect(balancers).toHaveLength(2);
    for (const env of balancers) expect(env.FLORA_GATEWAY_SECRET).toBeDefined();
  });
});
