import type { Kysely, Transaction } from 'kysely';
import {
  AGREEMENT_EVENT_TYPES,
  agreementIdOfStream,
  PARTNER_EVENT_TYPES,
  PARTNER_PORTAL_EVENT_TYPES,
} from '../../domain/consignment';
import type { Changed, Projection, SequencedEvent, TableNames } from '../engine/projection';
import { generationDb } from '../engine/read-model-table';
import { foldAgreement, type FoldedAgreement } from './fold';
import { loadAgreements, writeAgreements } from './rows/agreement';
import { writePartners } from './rows/partner';
import { writePortalRows } from './rows/portal';
import {
  CONSIGNMENT_TABLES,
  createConsignmentIndexes,
  createConsignmentTables,
  type ConsignmentDatabase,
  type ConsignmentTableName,
} from './tables';

// Partners and agreements in one read model, so a screen that joins them (an agreement's partner,
// a partner's agreement counts) reads both at one position. A batch's partners are folded and written
// by one upsert and one update per shape of change (partner-rows);
// a batch's agreements are loaded, folded in memory (agreement-fold) and written back by set-based
// statements, inserts for the new ones and updates for the stored ones (agreement-rows). Every value comes from the events: a rebuild writes the same rows.

type Db = Kysely<ConsignmentDatabase>;

async function applyPartners(db: Db, events: readonly SequencedEvent[]): Promise<Changed[]> {
  return (await writePartners(db, events)).map((id) => ({ entity: 'partner', id }));
}

async function applyAgreements(db: Db, events: readonly SequencedEvent[]): Promise<Changed[]> {
  const mine = events.flatMap((e) => {
    const id = agreementIdOfStream(e.streamId);
    return id ? [{ id, e }] : [];
  });
  if (mine.length === 0) return [];
  const ids = [...new Set(mine.map((m) => m.id))];
  const stored = await loadAgreements(db, ids);
  const folded = new Map<string, FoldedAgreement>();
  for (const { id, e } of mine) folded.set(id, foldAgreement(folded.get(id) ?? stored.get(id), id, e));
  const created = [...folded.values()].filter((r) => !stored.has(r.row.id));
  // A stored agreement whose events were all replays folds to the very record loaded: nothing to write.
  const continued = [...folded.values()].filter((r) => stored.has(r.row.id) && r !== stored.get(r.row.id));
  await writeAgreements(db, created, continued);
  await writePortalRows(db, mine);
  // Each agreement names its partner, so a partner's socket hears of its own only (read-api notice-views).
  return ids.map((id) => {
    const partnerId = (folded.get(id) ?? stored.get(id))?.row.partner_id;
    return partnerId ? { entity: 'agreement', id, values: { partnerId } } : { entity: 'agreement', id };
  });
}

async function apply(
  trx: Transaction<unknown>,
  events: readonly SequencedEvent[],
  t: TableNames<ConsignmentTableName>,
): Promise<Changed[]> {
  const db = generationDb<ConsignmentDatabase>(trx, t);
  return [...(await applyPartners(db, events)), ...(await applyAgreements(db, events))];
}

export const consignmentProjection: Projection<ConsignmentTableName> = {
  name: 'consignment',
  // 2: settlements and discrepancies (issue 45).
  version: 2,
  handles: [...PARTNER_EVENT_TYPES, ...AGREEMENT_EVENT_TYPES, ...PARTNER_PORTAL_EVENT_TYPES],
  tables: CONSIGNMENT_TABLES,
  createTables: createConsignmentTables,
  createIndexes: createConsignmentIndexes,
  apply,
};
