import type { AuditEventView } from '@domain/audit';
import { eventNumberOf } from '@domain/ops';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/components/ui/load-failed';
import { Sheet } from '@/components/ui/sheet';
import { SkeletonRows } from '@/components/ui/skeleton';
import { api } from '@/lib/api-client';
import { formatDateTime } from '@/lib/money';
import '../locales/register';

function EventDetails({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const w = (key: string) => t(`accounting.sourceEvent.${key}`);
  const found = useQuery({
    queryKey: ['accounting', 'source-event', eventId],
    queryFn: ({ signal }) => api.get<AuditEventView>(`/audit/events/${eventId}`, { signal }),
    staleTime: Infinity,
  });
  if (found.error)
    return <LoadFailed title={w('failed')} reason={found.error.message} onRetry={() => void found.refetch()} />;
  const e = found.data;
  if (!e) return <SkeletonRows rows={6} />;
  const who = [e.actor.name ?? e.actor.userId ?? '—', e.actor.roles.join(', ')].filter(Boolean).join(' · ');
  const rows: [string, string][] = [
    [w('type'), e.type],
    [w('when'), formatDateTime(e.occurredAt)],
    [w('who'), who],
    [w('from'), [e.source.app, e.source.deviceId].filter(Boolean).join(' · ') || '—'],
    [w('stream'), `${e.streamId} #${e.revision}`],
    // The store's order of the event, as the rest of the app says it ('3,683'), not its raw position.
    [w('eventNumber'), eventNumberOf(e.position)?.toLocaleString('en-US') ?? '—'],
    [w('command'), e.commandId ?? '—'],
    [w('event'), e.eventId],
  ];
  return (
    <div className="acc-source-event" data-testid="acc-event-details">
      <dl className="group-body acc-event-facts">
        {rows.map(([label, value]) => (
          <div key={label} className="acc-event-fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="group-header">{w('data')}</h3>
      <pre className="group-body acc-event-data">{JSON.stringify(e.data, null, 2)}</pre>
    </div>
  );
}

/**
 * The drill-down's last step: a journal line's source event, opened in a sheet with who recorded it,
 * when, from which app and device, and its data — the audit trail the metadata already keeps.
 */
export function SourceEventLink({ type, eventId }: { type: string | null; eventId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // The sheet sits beside the source's text, not in it: it must not take the cell's muted colour.
  return (
    <>
      <span className="acc-source">
        {t('accounting.ledger.event', { type: type ?? '—' })}
        <button
          type="button"
          className="link-button acc-event-id"
          title={eventId}
          onClick={() => setOpen(true)}
          data-testid="acc-source-event"
        >
          {t('accounting.ledger.eventId', { id: eventId })}
        </button>
      </span>
      <Sheet title={t('accounting.sourceEvent.title', { type: type ?? '' })} open={open} onClose={() => setOpen(false)}>
        {open ? <EventDetails eventId={eventId} /> : null}
      </Sheet>
    </>
  );
}
