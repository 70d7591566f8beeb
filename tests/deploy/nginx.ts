import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEPLOY } from './manifests';

// Just enough of nginx to ask the balancer's config where a request goes: its `map` blocks (exact
// keys first, then regexes in order, then the default, as nginx does), its upstreams, and the
// location's proxy_pass and headers. One directive a line, as the config file keeps them.

export const NGINX_TEMPLATE = join(DEPLOY, 'nginx/flora.conf.template');

interface NginxMap {
  source: string;
  entries: [string, string][];
}

const unquote = (s: string) => s.replace(/^'(.*)'$|^"(.*)"$/, (_m, a, b) => a ?? b ?? '');

export function readNginx(text = readFileSync(NGINX_TEMPLATE, 'utf8')) {
  const lines = text.split('\n').map((l) => l.replace(/#.*$/, '').trim());
  const maps = new Map<string, NginxMap>();
  const upstreams = new Map<string, string[]>();
  const headers = new Map<string, string>();
  let proxyPass = '';
  let open: { map?: NginxMap; upstream?: string[] } | undefined;
  for (const line of lines) {
    const map = /^map\s+(\S+)\s+\$(\w+)\s*\{$/.exec(line);
    const upstream = /^upstream\s+(\w+)\s*\{$/.exec(line);
    if (map) {
      open = { map: { source: map[1]!, entries: [] } };
      maps.set(map[2]!, open.map!);
    } else if (upstream) {
      open = { upstream: [] };
      upstreams.set(upstream[1]!, open.upstream!);
    } else if (line === '}') open = undefined;
    else if (open?.map) {
      const entry = /^(\S+)\s+(\S+);$/.exec(line);
      if (entry) open.map.entries.push([unquote(entry[1]!), unquote(entry[2]!)]);
    } else if (open?.upstream) {
      const server = /^server\s+(\S+);$/.exec(line);
      if (server) open.upstream.push(server[1]!);
    } else if (line.startsWith('proxy_pass ')) proxyPass = line.slice('proxy_pass '.length, -1);
    else if (line.startsWith('proxy_set_header ')) {
      const [, name, value] = /^proxy_set_header\s+(\S+)\s+(.*);$/.exec(line) ?? [];
      if (name) headers.set(name.toLowerCase(), unquote(value ?? ''));
    }
  }

  function variable(name: string, request: Record<string, string>): string {
    if (name in request) return request[name]!;
    const map = maps.get(name);
    if (!map) throw new Error(`nginx variable $${name} is neither a request's nor a map's`);
    const value = map.source.replace(/\$(\w+)/g, (_m, v: string) => variable(v, request));
    const exact = map.entries.find(([key]) => key !== 'default' && !key.startsWith('~') && key === value);
    const regex = map.entries.find(([key]) => key.startsWith('~') && new RegExp(key.slice(1)).test(value));
    return (exact ?? regex ?? map.entries.find(([key]) => key === 'default'))?.[1] ?? '';
  }

  /** The upstream a request is proxied to: its name and servers. */
  function route(method: string, url: string): { name: string; servers: string[] } {
    const uri = url.split('?')[0]!;
    const target = proxyPass
      .replace(/^http:\/\//, '')
      .replace(/\$(\w+)/g, (_m, v: string) => variable(v, { request_method: method, uri, http_upgrade: '' }));
    return { name: target, servers: upstreams.get(target) ?? [] };
  }

  return { maps, upstreams, headers, route };
}
