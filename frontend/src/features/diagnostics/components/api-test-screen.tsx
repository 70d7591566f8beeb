import { useTranslation } from 'react-i18next';
import { GroupedList, ListRow } from '@/components/ui/grouped-list';
import { LargeTitle } from '@/components/ui/large-title';
import { SkeletonRows } from '@/components/ui/skeleton';
import { StatCards } from '@/components/ui/stat-cards';
import { useSessionStore } from '@/stores/session-store';
import { useDiagnostics } from '../hooks/use-diagnostics';
import { decodeClaims } from '../lib/token-claims';
import { CheckRow, type Verdict } from './check-row';
import { ProjectionRows } from './projection-rows';
import '../locales/register';
import '../diagnostics.css';

const verdictOf = (ok: boolean): Verdict => (ok ? 'ok' : 'failed');

/**
 * /api-test (issue 20, admin and owner): each API's health and latency, the database and event store,
 * the websocket round trip, the signed-in token's claims and expiry, and each projection's lag.
 */
export function ApiTestScreen() {
  const { t, i18n } = useTranslation();
  const w = (key: string, o?: Record<string, unknown>) => t(`diagnostics.apiTest.${key}`, o ?? {});
  const token = useSessionStore((s) => s.token);
  const claims = decodeClaims(token);
  const run = useDiagnostics();
  const time = (d: Date) => d.toLocaleString(i18n.language);
  const r = run.data;
  const health = r?.health.body;
  const partAnswers = (name: string) => health?.parts?.[name]?.answers;
  const partState = (name: string, own: boolean) => {
    const answers = partAnswers(name) ?? own;
    return answers ? w('answers') : w('silent');
  };
  const commandOk = Boolean(r?.commandApi.ok && partAnswers('command-api') !== false);
  const readOk = Boolean(r?.readApi.ok && partAnswers('read-api') !== false);
  const faulted = r?.projections.body?.items.filter((p) => p.status === 'faulted').length;
  const expiresAt = claims?.expiresAt;
  // As of the last run (render stays pure): "Probar de nuevo" brings it up to date.
  const minutesLeft = expiresAt && r ? Math.floor((expiresAt.getTime() - r.at.getTime()) / 60_000) : null;
  return (
    <div className="diagnostics-page" data-testid="api-test">
      <LargeTitle title={w('title')} subtitle={w('subtitle')} />
      <div className="diagnostics-toolbar">
        <button
          className="button"
          type="button"
          onClick={() => void run.refetch()}
          disabled={run.isFetching}
          data-testid="api-test-retry"
        >
          {run.isFetching ? w('running') : w('retry')}
        </button>
        {r ? <span className="diagnostics-muted">{w('lastRun', { time: time(r.at) })}</span> : null}
      </div>
      <StatCards
        label={w('cards.label')}
        cards={[
          { key: 'apis', label: w('cards.apis'), value: r ? `${Number(commandOk) + Number(readOk)}/2` : undefined },
          {
            key: 'latency',
            label: w('cards.latency'),
            value: r ? w('ms', { ms: Math.round((r.commandApi.ms + r.readApi.ms) / 2) }) : undefined,
          },
          { key: 'websocket', label: w('cards.websocket'), value: r ? w('ms', { ms: r.socket.ms }) : undefined },
          {
            key: 'faulted',
            label: w('cards.faulted'),
            value: r ? (faulted ?? '—') : undefined,
            tone: faulted ? 'danger' : undefined,
          },
        ]}
      />
      {!r ? (
        <SkeletonRows rows={8} />
      ) : (
        <>
          <GroupedList header={w('apis')}>
            <CheckRow
              testId="check-health"
              title={w('shop')}
              subtitle={w('shopSub', { status: health?.status ?? r.health.error ?? w('unknown') })}
              verdict={!r.health.ok ? 'failed' : health?.status === 'ok' ? 'ok' : 'warning'}
              ms={r.health.ms}
            />
            <CheckRow
              testId="check-command-api"
              title={w('commandApi')}
              subtitle={w('commandApiSub', { state: r.commandApi.error ?? partState('command-api', r.commandApi.ok) })}
              verdict={verdictOf(commandOk)}
              ms={r.commandApi.ms}
            />
            <CheckRow
              testId="check-read-api"
              title={w('readApi')}
              subtitle={w('readApiSub', { state: r.readApi.error ?? partState('read-api', r.readApi.ok) })}
              verdict={verdictOf(readOk)}
              ms={r.readApi.ms}
            />
          </GroupedList>
          <GroupedList header={w('data')}>
            <CheckRow
              testId="check-database"
              title={w('database')}
              subtitle={health?.database ?? w('unknown')}
              verdict={verdictOf(health?.database === 'ok')}
            />
            <CheckRow
              testId="check-event-store"
              title={w('eventStore')}
              subtitle={`${health?.eventStore ?? w('unknown')} · ${health?.eventStoreStatus ?? w('unknown')}`}
              verdict={verdictOf(health?.eventStoreStatus === 'ok')}
            />
          </GroupedList>
          <GroupedList header={w('realtime')}>
            <CheckRow
              testId="check-websocket"
              title={w('websocket')}
              subtitle={w('websocketSub', { message: r.socket.body ?? r.socket.error ?? '—' })}
              verdict={verdictOf(r.socket.ok)}
              ms={r.socket.ms}
            />
          </GroupedList>
          <GroupedList header={w('session')} footer={claims ? undefined : w('noToken')}>
            <CheckRow
              testId="check-token"
              title={w('expiresAt')}
              subtitle={
                expiresAt
                  ? `${time(expiresAt)} · ${minutesLeft !== null && minutesLeft >= 0 ? w('expiresIn', { minutes: minutesLeft }) : w('expired')}`
                  : w('unknown')
              }
              verdict={verdictOf(minutesLeft !== null && minutesLeft >= 0)}
            />
            <ListRow title={w('subject')} detail={claims?.subject ?? '—'} testId="claim-sub" />
            <ListRow title={w('roles')} detail={claims?.roles.join(', ') || '—'} testId="claim-roles" />
            <ListRow title={w('issuer')} detail={claims?.issuer ?? '—'} />
            <ListRow title={w('issuedAt')} detail={claims?.issuedAt ? time(claims.issuedAt) : '—'} />
          </GroupedList>
          <ProjectionRows probe={r.projections} />
        </>
      )}
    </div>
  );
}
