import type { Insertable, Kysely } from 'kysely';
import type { AgreementEvent } from '../../../domain/consignment';
import { textOr, timestampOr } from '../../engine/column-values';
import type { SequencedEvent } from '../../engine/projection';
import type { ConsignmentDatabase } from '../tables';

// Issue 45: the settlements (each AgreementSettled, named by its event's id) and the discrepancies
// partners report, with what became of them. New rows first, in a few statements however many a
// rebuild batch holds (an event met again, a replay, inserts nothing); then the confirmations and
// resolutions, which name rows inserted before them. Every value comes from the events.

type Db = Kysely<ConsignmentDatabase>;
const CHUNK = 1_000;

const at = (time: string, e: SequencedEvent) => timestampOr(time, e.metadata?.occurredAt);

type NewRow<T extends keyof ConsignmentDatabase> = Insertable<ConsignmentDatabase[T]>;
interface Written {
  settlements: NewRow<'consignment_settlements'>[];
  discrepancies: NewRow<'consignment_discrepancies'>[];
  later: ((db: Db) => Promise<unknown>)[];
}

function collect(written: Written, agreementId: string, e: SequencedEvent): void {
  const event = e as unknown as AgreementEvent;
  switch (event.type) {
    case 'AgreementSettled':
      written.settlements.push({
        id: e.eventId,
        agreement_id: agreementId,
        settled_at: at(event.data.settledAt, e),
        position: e.position,
        ordinal: e.ordinal.toString(),
        acknowledged_by: null,
        acknowledged_at: null,
        acknowledged_note: null,
        acknowledged_address: null,
        acknowledged_device: null,
      });
      return;
    case 'DiscrepancyReported': {
      const d = event.data;
      written.discrepancies.push({
        id: textOr(d.discrepancyId),
        agreement_id: agreementId,
        product_id: textOr(d.productId),
        note: textOr(d.note),
        reported_by: textOr(d.reportedBy),
        reported_at: at(d.reportedAt, e),
        ordinal: e.ordinal.toString(),
        position: e.position,
        status: 'open',
        resolved_by: null,
        resolved_at: null,
        resolution_note: null,
      });
      return;
    }
    case 'StatementAcknowledged': {
      const d = event.data;
      const values = {
        acknowledged_by: textOr(d.acknowledgedBy),
        acknowledged_at: at(d.acknowledgedAt, e),
        acknowledged_note: textOr(d.note),
        acknowledged_address: textOr(d.from?.address),
        acknowledged_device: textOr(d.from?.device),
      };
      written.later.push((db) =>
        db
          .updateTable('consignment_settlements')
          .set(values)
          .where('id', '=', textOr(d.settlementId))
          .where('agreement_id', '=', agreementId)
          .execute(),
      );
      return;
    }
    case 'DiscrepancyResolved': {
      const d = event.data;
      const values = {
        status: 'resolved' as const,
        resolved_by: textOr(d.resolvedBy),
        resolved_at: at(d.resolvedAt, e),
        resolution_note: textOr(d.note),
      };
      written.later.push((db) =>
        db
          .updateTable('consignment_discrepancies')
          .set(values)
          .where('id', '=', textOr(d.discrepancyId))
          .where('agreement_id', '=', agreementId)
          .execute(),
      );
      return;
    }
    default:
      return;
  }
}

/** In chunks, so a rebuild batch of many settlements stays within a statement's binds. */
const chunks = <T>(rows: readonly T[]) =>
  Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) => rows.slice(i * CHUNK, (i + 1) * CHUNK));

/** The batch's settlements and discrepancies (`mine`: the agreement events, each with its agreement's id). */
export async function writePortalRows(db: Db, mine: readonly { id: string; e: SequencedEvent }[]): Promise<void> {
  const written: Written = { settlements: [], discrepancies: [], later: [] };
  for (const { id, e } of mine) collect(written, id, e);
  for (const rows of chunks(written.settlements))
    await db
      .insertInto('consignment_settlements')
      .values(rows)
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  for (const rows of chunks(written.discrepancies))
    await db
      .insertInto('consignment_discrepancies')
      .values(rows)
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  for (const write of written.later) await write(db);
}
