// Round-robin over the instances of one side (command-apis or read-apis). An instance that refused
// a connection (killed, restarting) is passed over for a moment, so the requests after it go to the
// others at once instead of each meeting the dead port first.

export interface Upstream {
  host: string;
  port: number;
  /** The supervised part answering there (health names it). */
  part?: string;
}

export const originOf = (u: Upstream) => `http://${u.host}:${u.port}`;

const PASS_OVER_MS = 1000;

export class Balancer {
  private turn = 0;
  private readonly refusedAt = new Map<string, number>();
  readonly origins: string[];

  constructor(
    upstreams: readonly Upstream[],
    private readonly now: () => number = Date.now,
  ) {
    if (upstreams.length === 0) throw new Error('a gateway side needs at least one upstream');
    this.origins = upstreams.map(originOf);
  }

  /**
   * The next origin in turn that has not refused lately and is not in `tried`; when every one has
   * refused lately, the next in turn anyway (one of them may be back); undefined once all were tried.
   */
  pick(tried: ReadonlySet<string> = new Set()): string | undefined {
    const untried = this.rotation().filter((o) => !tried.has(o));
    const alive = untried.filter((o) => this.now() - (this.refusedAt.get(o) ?? -Infinity) >= PASS_OVER_MS);
    return alive[0] ?? untried[0];
  }

  refused(origin: string): void {
    this.refusedAt.set(origin, this.now());
  }

  private rotation(): string[] {
    const start = this.turn++ % this.origins.length;
    return [...this.origins.slice(start), ...this.origins.slice(0, start)];
  }
}
