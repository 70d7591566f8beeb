import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import type { Part } from '../../infra/config/environment';
import { KINDS } from '../../infra/launcher/layout';

// Reading infra/deploy as data: which containers run which part of Flora with which environment,
// from the compose file and the Kubernetes manifests alike, so one set of checks covers both.

export const DEPLOY = 'infra/deploy';
export const FLORA_SCRIPTS: Record<string, Part> = {
  ...Object.fromEntries(Object.entries(KINDS).map(([kind, script]) => [script, kind as Part])),
  'infra/deploy/migrate.ts': 'migrate',
};

export interface Container {
  where: string;
  part?: Part;
  image: string;
  command: string[];
  /** Each variable set, with its value (a Secret's or a pod field's reference stands for it). */
  env: Map<string, string>;
  ports: number[];
  readinessPort?: number | string;
  livenessPort?: number | string;
}

const partOf = (command: string[]) => command.map((arg) => FLORA_SCRIPTS[arg]).find(Boolean);

type Doc = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

export const compose = (): Doc => parse(readFileSync(join(DEPLOY, 'compose.yaml'), 'utf8'), { merge: true });

export function composeContainers(doc = compose()): Container[] {
  return Object.entries(doc.services as Record<string, Doc>).map(([name, service]) => {
    const command: string[] = Array.isArray(service.command) ? service.command : [];
    const env = new Map(Object.entries(service.environment ?? {}).map(([k, v]) => [k, String(v)]));
    return { where: `compose ${name}`, part: partOf(command), image: service.image, command, env, ports: [] };
  });
}

export function k8sDocuments(): Doc[] {
  const dir = join(DEPLOY, 'k8s');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .flatMap((f) => parseAllDocuments(readFileSync(join(dir, f), 'utf8')).map((d) => d.toJS() as Doc));
}

export const ofKind = (docs: Doc[], kind: string) => docs.filter((d) => d.kind === kind);

/** The keys a ConfigMap or Secret of these documents holds, by kind/name. */
function sources(docs: Doc[]): Map<string, Record<string, string>> {
  const found = new Map<string, Record<string, string>>();
  for (const d of ofKind(docs, 'ConfigMap')) found.set(`ConfigMap/${d.metadata.name}`, d.data ?? {});
  for (const d of ofKind(docs, 'Secret')) found.set(`Secret/${d.metadata.name}`, d.stringData ?? d.data ?? {});
  return found;
}

/** A reference to a key nobody defines sets nothing: it is left out, so a missing key fails like a missing variable. */
function envOf(spec: Doc, from: Map<string, Record<string, string>>): Map<string, string> {
  const env = new Map<string, string>();
  for (const ref of spec.envFrom ?? []) {
    const source = ref.configMapRef ? `ConfigMap/${ref.configMapRef.name}` : `Secret/${ref.secretRef?.name}`;
    for (const [k, v] of Object.entries(from.get(source) ?? {})) env.set(k, v);
  }
  for (const e of spec.env ?? []) {
    const key = e.valueFrom?.secretKeyRef ?? e.valueFrom?.configMapKeyRef;
    if (key) {
      const kind = e.valueFrom.secretKeyRef ? 'Secret' : 'ConfigMap';
      const value = from.get(`${kind}/${key.name}`)?.[key.key];
      if (value !== undefined) env.set(e.name, value);
    } else if (e.valueFrom?.fieldRef) env.set(e.name, `(${e.valueFrom.fieldRef.fieldPath})`);
    else env.set(e.name, String(e.value));
  }
  return env;
}

export function k8sContainers(docs = k8sDocuments()): Container[] {
  const from = sources(docs);
  return ofKind(docs, 'Deployment').flatMap((d) => {
    const pod = d.spec.template.spec;
    return [...(pod.initContainers ?? []), ...pod.containers].map((c: Doc) => ({
      where: `k8s ${d.metadata.name}/${c.name}`,
      part: partOf(c.command ?? []),
      image: c.image,
      command: c.command ?? [],
      env: envOf(c, from),
      ports: (c.ports ?? []).map((p: Doc) => p.containerPort),
      readinessPort: c.readinessProbe?.httpGet?.port,
      livenessPort: c.livenessProbe?.httpGet?.port,
    }));
  });
}

export const floraContainers = (containers: Container[]) => containers.filter((c) => c.part);
