import { sql, type Kysely } from 'kysely';

// Issue 38: a day belongs to one payroll run that is not discarded (command-api/hr/payroll-periods.ts
// reserves each day of a run's period here before its draft, as partner_keys reserves an RFC). Runs
// drafted before this table existed are entered from the Postgres event store: each run whose last
// draft-or-discard is a draft holds the days of that draft's period (of two runs already sharing a
// day, the first drafted keeps it). A shop whose events live in KurrentDB starts with an empty table.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table payroll_period_days (
      kind text not null check (kind in ('day')),
      key text not null,
      run_id text not null,
      reserved_at timestamptz not null default now(),
      primary key (kind, key)
    );
    create index payroll_period_days_run on payroll_period_days (run_id, kind);
  `.execute(db);
  await sql`
    insert into payroll_period_days (kind, key, run_id)
    select 'day', to_char(d, 'YYYY-MM-DD'), r.run_id
      from (
        select distinct on (stream_id) substr(stream_id, length('payroll-run-') + 1) as run_id, type,
               data->>'periodStart' as period_start, data->>'periodEnd' as period_end,
               first_value(global_position) over (partition by stream_id order by stream_revision) as drafted
          from events
         where stream_id like 'payroll-run-%' and type in ('PayrollRunDrafted', 'PayrollRunDiscarded')
         order by stream_id, stream_revision desc
      ) r
      cross join lateral generate_series(r.period_start::date, r.period_end::date, interval '1 day') d
     where r.type = 'PayrollRunDrafted'
     order by r.drafted, d
    on conflict do nothing`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table payroll_period_days;`.execute(db);
}
