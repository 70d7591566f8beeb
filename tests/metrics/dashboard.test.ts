import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { watchFollowers } from '../../infra/metrics/followers';
import '../../infra/metrics/commands';
import '../../infra/metrics/http';
import '../../infra/metrics/pools';
import { DEFAULT_WORKER_METRICS_PORT } from '../../infra/metrics/ports';
import { registry } from '../../infra/metrics/registry';
import '../../infra/metrics/runners';
import { compose } from '../deploy/manifests';

// infra/deploy's sample dashboard and scrape config held to what the code exports: the dashboard
// loads in a JSON schema of what Grafana needs (tests/metrics/grafana-dashboard.schema.json: panels
// on the Prometheus datasource variable, targets with an expr), and every series it asks for is one
// a Flora process exposes; the scrape config finds the parts where compose.yaml puts them.

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const dashboard = JSON.parse(read('infra/deploy/grafana-dashboard.json'));
const schema = JSON.parse(read('tests/metrics/grafana-dashboard.schema.json'));

/** Every name a scraper can see from the registry of a process that runs all the parts' code. */
function exposedNames(): Set<string> {
  watchFollowers(async () => [])(); // registers the followers' series (the read-api does so)
  const suffixes = { histogram: ['_bucket', '_sum', '_count'], summary: ['_sum', '_count'] } as Record<
    string,
    string[]
  >;
  return new Set(
    registry.getMetricsAsArray().flatMap((m) => [m.name, ...(suffixes[m.type] ?? []).map((s) => `${m.name}${s}`)]),
  );
}

interface Panel {
  type: string;
  id: number;
  title: string;
  gridPos: { h: number; w: number; x: number; y: number };
  targets?: { expr: string }[];
}
const panels = dashboard.panels as Panel[];
const seriesIn = (expr: string) => [...expr.matchAll(/\bflora_[a-z0-9_]+/g)].map((m) => m[0]);

describe('infra/deploy/grafana-dashboard.json', () => {
  it('loads in the dashboard schema', () => {
    const validate = new Ajv({ allErrors: true }).compile(schema);
    const valid = validate(dashboard);
    expect(validate.errors ?? [], JSON.stringify(validate.errors, null, 2)).toEqual([]);
    expect(valid).toBe(true);
  });

  it('asks only for series Flora exposes, each panel for at least one', () => {
    const exposed = exposedNames();
    expect(exposed).toContain('flora_follower_lag_events');
    const unknown: string[] = [];
    for (const panel of panels.filter((p) => p.type !== 'row'))
      for (const { expr } of panel.targets ?? []) {
        expect(seriesIn(expr).length, `${panel.title}: ${expr}`).toBeGreaterThan(0);
        unknown.push(
          ...seriesIn(expr)
            .filter((name) => !exposed.has(name))
            .map((name) => `${panel.title}: ${name}`),
        );
      }
    for (const variable of dashboard.templating.list as { query: string | { query: string } }[]) {
      const query = typeof variable.query === 'string' ? variable.query : variable.query.query;
      unknown.push(...seriesIn(query).filter((name) => !exposed.has(name)));
    }
    expect(unknown).toEqual([]);
  });

  it('shows what issue 42 asks for: lag, status, events/s, rebuild progress, requests, errors, p95, conflicts, pools', () => {
    const asked = panels.flatMap((p) => (p.targets ?? []).map((t) => t.expr)).join('\n');
    for (const needed of [
      'flora_follower_lag_events',
      'flora_follower_lag_seconds',
      'flora_follower_status',
      'rate(flora_follower_events_applied_total',
      'flora_projection_rebuild_progress_ratio',
      'rate(flora_http_requests_total',
      'flora_http_request_errors_total',
      'histogram_quantile(0.95, sum by (le, service, route) (rate(flora_http_request_duration_seconds_bucket',
      'flora_command_conflicts_total',
      'flora_db_pool_waiting_clients',
    ])
      expect(asked, needed).toContain(needed);
  });

  it('lays its panels out on the 24-column grid, each id once', () => {
    for (const { title, gridPos } of panels) expect(gridPos.x + gridPos.w, title).toBeLessThanOrEqual(24);
    const ids = panels.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('infra/deploy/prometheus.yml', () => {
  const config = parse(read('infra/deploy/prometheus.yml')) as {
    scrape_configs: { job_name: string; metrics_path: string; dns_sd_configs: { names: string[]; port: number }[] }[];
  };
  const services = compose().services as Record<string, { environment?: Record<string, string> }>;

  it('scrapes /metrics of the four parts where compose.yaml names them, on their ports', () => {
    const ports: Record<string, number> = {
      'command-api': Number(services['command-api']!.environment!.COMMAND_PORT),
      'read-api': Number(services['read-api']!.environment!.READ_PORT),
      projections: DEFAULT_WORKER_METRICS_PORT,
      reactors: DEFAULT_WORKER_METRICS_PORT,
    };
    expect(config.scrape_configs.map((j) => j.job_name)).toEqual(Object.keys(ports));
    for (const job of config.scrape_configs) {
      expect(job.metrics_path).toBe('/metrics');
      expect(job.dns_sd_configs).toEqual([
        expect.objectContaining({ names: [job.job_name], port: ports[job.job_name] }),
      ]);
      expect(services[job.job_name], `compose service ${job.job_name}`).toBeDefined();
    }
  });
});
