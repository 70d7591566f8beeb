import type { RebuildProgress } from './rebuild-progress';

const number = new Intl.NumberFormat('en-US');

function duration(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds)) return '?';
  if (seconds < 60) return `${Math.ceil(seconds)} s`;
  const m = Math.floor(seconds / 60);
  return m < 60 ? `${m} min ${Math.ceil(seconds % 60)} s` : `${Math.floor(m / 60)} h ${m % 60} min`;
}

export function describeProgress(p: RebuildProgress): string {
  const of = p.total === null ? '' : ` / ${number.format(p.total)}`;
  return (
    `${p.projection} g${p.generation} ${p.phase}: ${number.format(p.eventsDone)}${of} events, ` +
    `${number.format(p.ratePerSecond)} events/s, ${duration(p.secondsLeft)} left`
  );
}

function bar(p: RebuildProgress, width = 30): string {
  const ratio = p.total ? Math.min(p.eventsDone / p.total, 1) : p.phase === 'done' ? 1 : 0;
  const full = Math.round(ratio * width);
  return `[${'#'.repeat(full)}${'-'.repeat(width - full)}] ${String(Math.floor(ratio * 100)).padStart(3)}%`;
}

/**
 * A progress bar redrawn in place on a terminal; on anything else (CI logs, pipes) a plain line
 * every few seconds and at each phase change, so logs stay readable.
 */
export function progressReporter(out: NodeJS.WriteStream = process.stderr, plainEveryMs = 5000) {
  let lastDraw = 0;
  let lastPhase = '';
  return (p: RebuildProgress) => {
    const now = Date.now();
    const phaseChanged = p.phase !== lastPhase;
    lastPhase = p.phase;
    if (out.isTTY) {
      if (!phaseChanged && now - lastDraw < 100) return;
      lastDraw = now;
      out.write(`\r\x1b[2K${bar(p)} ${describeProgress(p)}${p.phase === 'done' ? '\n' : ''}`);
      return;
    }
    if (!phaseChanged && now - lastDraw < plainEveryMs) return;
    lastDraw = now;
    out.write(`${describeProgress(p)}\n`);
  };
}
