import type { ColumnType, Generated } from 'kysely';

// The tables the frozen migrations (infra/db/migrations) create for the write side and the
// engines' bookkeeping, as Kysely sees them: `Kysely<AppDatabase>`. Read models declare their own
// tables in projections/<read-model>/tables.ts; a process that reads both holds one Kysely of each
// over the same pool (Kysely's Database type is invariant, so one cannot stand in for the other).

/** bigint: pg hands it over as text (exact beyond 2^53); written from a number, bigint or text. */
type BigIn = string | number | bigint;
type Big = ColumnType<string, BigIn, BigIn>;
/** A counter that starts at 0 unless told otherwise. */
type Counter = ColumnType<string, BigIn | undefined, BigIn>;
/** A timestamp Postgres fills unless told otherwise. */
type Stamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableStamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json = ColumnType<unknown, string, string>;

export interface AppDatabase {
  /** One row a stream: its last revision (the append's version check). */
  streams: { stream_id: string; revision: Big };
  events: {
    global_position: ColumnType<string, never, never>;
    transaction_id: ColumnType<string, never, never>;
    event_id: string;
    stream_id: string;
    stream_revision: Big;
    type: string;
    data: Json;
    metadata: Json;
    recorded_at: Stamp;
  };
  snapshots: { stream_id: string; revision: Big; schema_version: number; state: Json; taken_at: Stamp };
  /** The first answer of each command sent with an Idempotency-Key. */
  command_results: {
    command_id: string;
    request_hash: string;
    stream_id: string;
    revision: string;
    position: string;
    recorded_at: Stamp;
  };
  /** Where each projection and reactor stands (projections/engine/checkpoints.ts). */
  projection_checkpoints: {
    name: string;
    kind: ColumnType<'projection' | 'reactor', 'projection' | 'reactor' | undefined, 'projection' | 'reactor'>;
    version: number;
    position: string | null;
    status: ColumnType<string, string | undefined, string>;
    error: string | null;
    error_position: string | null;
    events_applied: Counter;
    updated_at: Stamp;
    generation: ColumnType<number, number | undefined, number>;
  };
  projection_rebuilds: {
    name: string;
    generation: number;
    version: number;
    position: string | null;
    events_applied: Counter;
    started_at: Stamp;
    updated_at: Stamp;
  };
  user_credentials: {
    user_id: string;
    email: string;
    password_hash: string;
    registered: ColumnType<boolean, boolean | undefined, boolean>;
    reserved_at: Stamp;
    reset_token_hash: string | null;
    reset_expires_at: NullableStamp;
    updated_at: Stamp;
  };
  login_throttle: { key: string; failures: number; blocked_until: NullableStamp; last_failure_at: Stamp };
  /** A product's SKU and barcode, held while and after the command that claims them. */
  product_keys: { kind: 'sku' | 'barcode'; key: string; product_id: string; reserved_at: Stamp };
  /** A partner's RFC, held the same way. */
  partner_keys: { kind: 'rfc'; key: string; partner_id: string; reserved_at: Stamp };
  /** Each day of a payroll run's period, held by one run that is not discarded (issue 38). */
  payroll_period_days: { kind: 'day'; key: string; run_id: string; reserved_at: Stamp };
  /** Each driver's latest position (issue 15; ephemeral, migration 2026-11-25-02). */
  driver_positions: {
    driver_id: string;
    latitude: number;
    longitude: number;
    accuracy: number;
    at: ColumnType<Date, Date | string, Date | string>;
    received_at: Stamp;
  };
  /** Flora Bot's memory of each conversation (issue 22; ephemeral, migration 2026-11-26-01). */
  bot_conversations: {
    user_id: string;
    session_id: string;
    context: Json;
    history: Json;
    updated_at: Stamp;
  };
  /** When each session was last seen (issue 38; ephemeral, migration 2026-11-29-01). */
  session_activity: { session_id: string; last_seen_at: Stamp };
  /** One-use websocket tickets: the token they stand for, until when (issue 38). */
  ws_tickets: { id: string; token: string; expires_at: ColumnType<Date, Date | string, Date | string> };
  reactor_failures: {
    seq: Generated<string>;
    reactor: string;
    command_id: string;
    cause_event_id: string;
    stream_id: string;
    command: Json;
    context: Json;
    code: string;
    message: string;
    attempts: ColumnType<number, number | undefined, number>;
    first_failed_at: Stamp;
    last_failed_at: Stamp;
  };
}
