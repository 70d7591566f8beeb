export interface RebuildProgress {
  projection: string;
  generation: number;
  phase: 'catching-up' | 'indexing' | 'switching' | 'done';
  eventsDone: number;
  /** Events to go through, as counted when the rebuild started (null when the store cannot count). */
  total: number | null;
  ratePerSecond: number;
  secondsLeft: number | null;
}

/** Turns "events done" into rate and time left; the rate counts only this run (a resume starts midway). */
export class ProgressMeter {
  private readonly startedAt = Date.now();
  private eventsDone = 0;

  constructor(
    private readonly projection: string,
    private readonly generation: number,
    private readonly resumedAt: number,
    private readonly total: number | null,
    private readonly listener?: (p: RebuildProgress) => void,
  ) {
    this.eventsDone = resumedAt;
  }

  report(phase: RebuildProgress['phase'], eventsDone = this.eventsDone): void {
    this.eventsDone = eventsDone;
    if (!this.listener) return;
    const seconds = Math.max((Date.now() - this.startedAt) / 1000, 0.001);
    const ratePerSecond = Math.round((eventsDone - this.resumedAt) / seconds);
    const total = this.total === null ? null : Math.max(this.total, eventsDone);
    const secondsLeft = total === null || ratePerSecond === 0 ? null : (total - eventsDone) / ratePerSecond;
    this.listener({
      projection: this.projection,
      generation: this.generation,
      phase,
      eventsDone,
      total,
      ratePerSecond,
      secondsLeft,
    });
  }

  finish(eventsDone: number): void {
    this.report('done', eventsDone);
  }
}
