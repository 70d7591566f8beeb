// An aggregate as a decider (Emmett / Chassaing): pure functions, no IO, no clock.
// Time and actor arrive in the command's metadata.

export interface CommandMetadata {
  commandId: string;
  now: string; // ISO-8601, from the handler's clock
  actor: { userId: string; roles: string[] };
}

export interface Command<T extends string = string, D = unknown> {
  type: T;
  data: D;
  metadata: CommandMetadata;
}

export interface DomainEvent<T extends string = string, D = unknown> {
  type: T;
  data: D;
}

export interface Decider<C extends Command, E extends DomainEvent, S> {
  /** Bumped whenever the shape of S changes, so old snapshots are ignored. */
  readonly stateVersion: number;
  initialState(): S;
  evolve(state: S, event: E): S;
  decide(command: C, state: S): E[];
}
