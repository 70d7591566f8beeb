import { loadConfig } from '../infra/config';
import { connect, type Connection } from '../infra/db/connect';
import { clearFault, loadCheckpoints } from './engine/checkpoints';
import { progressReporter } from './engine/progress-bar';
import { rebuildProjection } from './engine/rebuild';
import { projectionNamed, projections } from './registry';
import { readProjectionStatus, type ProjectionStatus } from './engine/status';
import { replayUntil } from './engine/time-travel';

// `npm run projections -- status | rebuild <name>… | rebuild --all | retry <name>… | retry --all |
// replay <name> --until <time>`
// Connects with DATABASE_URL, or to the embedded server the app uses (started here if not running).

const USAGE = `usage: npm run projections -- <command>
  status                 each projection and reactor: kind, version, status, events, lag, position,
                         error; a faulted one shows its error and the position of the event it
                         stopped at (exit 2)
  rebuild <name>… | --all [--batch-size <events>]
                         rebuild beside the live tables, switch when caught up (clears a fault)
  retry <name>… | --all  clear a faulted projection's or reactor's fault after a fix: the worker sees it
                         within a second and tries the faulted event again from the checkpoint (no
                         restart); if it fails again the projection is faulted again, with the error
  replay <name> --until <ISO time>
                         time travel: builds the read model as of that moment (every event the store
                         recorded at or before it) into tables <table>_tt<id> beside the live ones,
                         which it never touches; prints the id (browse and drop it on
                         /admin/data-management or with GET/DELETE /api/ops/time-travel/<id>)
  help                   this text`;

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  return rows
    .map((r) =>
      r
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

function statusRows(items: ProjectionStatus[]): string[][] {
  const head = ['projection', 'kind', 'version', 'status', 'active', 'events', 'lag', 'position', 'updated', 'error'];
  return [
    head,
    ...items.map((s) => [
      s.name,
      s.kind,
      s.codeVersion !== null && s.codeVersion !== s.version
        ? `${s.version} (code ${s.codeVersion})`
        : String(s.version),
      s.rebuild ? `${s.status} (g${s.rebuild.generation}: ${s.rebuild.eventsApplied} events)` : s.status,
      s.active ? 'yes' : 'no',
      String(s.eventsApplied),
      s.lag === null ? '?' : String(s.lag),
      s.position ?? '-',
      s.updatedAt ?? '-',
      s.error ? `${s.error} (at ${s.errorPosition})` : '',
    ]),
  ];
}

async function status(c: Connection): Promise<number> {
  const items = await readProjectionStatus(c.db, c.store);
  process.stdout.write(`${table(statusRows(items))}\n`);
  return items.some((s) => s.status === 'faulted') ? 2 : 0;
}

async function rebuild(
  c: Connection,
  names: string[],
  batchSize: number | undefined,
  signal: AbortSignal,
): Promise<number> {
  for (const name of names) {
    const projection = projectionNamed(name);
    if (!projection) {
      process.stderr.write(`no projection named ${name}; known: ${projections.map((p) => p.name).join(', ')}\n`);
      return 1;
    }
    const result = await rebuildProjection(c, projection, {
      onProgress: progressReporter(),
      signal,
      batchSize,
    });
    process.stderr.write(
      `${name}: generation ${result.generation} live at ${result.position ?? 'the start'} (${result.eventsApplied} events)\n`,
    );
  }
  return 0;
}

/** Clears the faults of the named projections or reactors (with --all, of those faulted); says what each was. */
async function retry(c: Connection, asked: string[], all: boolean): Promise<number> {
  // Reactors are known by their checkpoint rows: this CLI (in projections/) does not import them.
  const known = [...new Set([...projections.map((p) => p.name), ...(await loadCheckpoints(c.db)).map((s) => s.name)])];
  const names = all ? known : asked;
  const unknown = names.filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    process.stderr.write(`no projection or reactor named ${unknown.join(', ')}; known: ${known.join(', ')}\n`);
    return 1;
  }
  for (const name of names) {
    const fault = await clearFault(c.db, name);
    if (fault) {
      const from = fault.position ?? 'the start';
      process.stdout.write(
        `${name}: fault cleared (${fault.error} at ${fault.errorPosition}); the worker resumes after ${from}\n`,
      );
    } else if (!all) {
      process.stdout.write(`${name}: not faulted, nothing to retry\n`);
    }
  }
  return 0;
}

/** Time travel: the named read model as of `until`, beside the live one; prints its id and tables. */
async function replay(c: Connection, args: string[]): Promise<number> {
  const at = args.indexOf('--until');
  const until = at >= 0 ? new Date(args[at + 1] ?? '') : undefined;
  const name = args.find((a, i) => !a.startsWith('--') && i !== at + 1);
  const projection = name === undefined ? undefined : projectionNamed(name);
  if (!projection || !until || Number.isNaN(until.getTime()) || until.getTime() > Date.now()) {
    process.stderr.write(
      `replay needs a projection (${projections.map((p) => p.name).join(', ')}) and --until <ISO time, not in the future>\n`,
    );
    return 1;
  }
  const built = await replayUntil(c, projection, until);
  if (built.status !== 'ready') {
    process.stderr.write(`${built.error ?? 'replay failed'}\n`);
    return 1;
  }
  process.stderr.write(`${name} as of ${built.until}: ${built.eventsApplied} events into ${built.tables.join(', ')}\n`);
  process.stdout.write(`${built.id}\n`);
  return 0;
}

async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  if (command === 'help' || command === '--help' || command === '-h') {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const batchAt = rest.indexOf('--batch-size');
  const batchSize = batchAt >= 0 ? Number(rest.splice(batchAt, 2)[1]) : undefined;
  const all = rest.includes('--all');
  const names = all ? projections.map((p) => p.name) : rest;
  const named = (command === 'rebuild' || command === 'retry' || command === 'replay') && names.length > 0;
  if (command !== 'status' && !named) {
    process.stderr.write(`${USAGE}\n`);
    return 1;
  }
  const c = await connect(loadConfig(), 4);
  // Ctrl-C stops a rebuild between batches; it resumes from its own checkpoint next time.
  const abort = new AbortController();
  process.once('SIGINT', () => abort.abort());
  try {
    if (command === 'retry') return await retry(c, names, all);
    if (command === 'replay') return await replay(c, rest);
    return command === 'status' ? await status(c) : await rebuild(c, names, batchSize, abort.signal);
  } catch (err) {
    const hint = (err as { code?: string }).code === '3D000' ? ' (has Flora been started once with `npm start`?)' : '';
    process.stderr.write(`\n${(err as Error).message}${hint}\n`);
    return 1;
  } finally {
    await c.close();
  }
}

process.exit(await main(process.argv.slice(2)));
