import { putBackId, takeId } from '../../application/pos-stock-steps';
import { productStream } from '../../domain/inventory';
import { registerStream, type CashSessionOpened, type SaleRung } from '../../domain/pos';
import { commandIdFor } from '../../infra/event-store/event-id';
import type { PosDeps } from './deps';

// A sale begun by the steps of before issue 41 — take each product's units, ring the register,
// write the sale, each sent once under an id derived from the sale's, its answer kept in
// command_results — and cut short (a crash, a deploy): the device's retry reaches this version,
// which makes a sale in one command. What those steps did is asked for once, so the command does
// only the rest: units taken stay taken (they count as still there and move no more), a sale the
// register counted keeps its number, a sale whose units were put back stays turned down. One
// primary-key read per sale; once no sale begun before the upgrade can still be retried, it can go.

/** What the steps of before did of this sale (nothing, for every sale made since). */
export interface EarlierSteps {
  /** Products whose units the steps took. */
  taken: Set<string>;
  /** The units were put back: the steps turned the sale down. */
  turnedDown: boolean;
  /** The register counted it: its number, and where the session it was rung in sells from. */
  rung: { number: string; locationId: string } | null;
}

export const NO_EARLIER_STEPS: EarlierSteps = { taken: new Set(), turnedDown: false, rung: null };

/** The register step's id: the steps of before rang a sale under it. */
const ringId = (saleId: string) => commandIdFor(saleId, 'register');

interface Asked {
  saleId: string;
  registerId: string;
  sessionId: string;
  productIds: readonly string[];
}

export async function earlierSteps(deps: PosDeps, asked: Asked): Promise<EarlierSteps> {
  const { saleId, registerId, productIds } = asked;
  const streamOf = new Map<string, string>([[ringId(saleId), registerStream(registerId)]]);
  for (const p of productIds) {
    streamOf.set(takeId(saleId, p), productStream(p));
    streamOf.set(putBackId(saleId, p), productStream(p));
  }
  const rows = await deps.db
    .selectFrom('command_results')
    .select(['command_id', 'revision'])
    .where('command_id', 'in', [...streamOf.keys()])
    .execute();
  if (rows.length === 0) return NO_EARLIER_STEPS;
  const done = new Set<string>();
  for (const row of rows) {
    // Claimed and never answered (a store that claims first): the step's stream tells whether it landed.
    const landed = row.revision !== '' || (await inStream(deps, streamOf.get(row.command_id)!, row.command_id));
    if (landed) done.add(row.command_id);
  }
  return {
    taken: new Set(productIds.filter((p) => done.has(takeId(saleId, p)))),
    turnedDown: productIds.some((p) => done.has(putBackId(saleId, p))),
    rung: done.has(ringId(saleId)) ? await ringOf(deps, asked) : null,
  };
}

const inStream = async (deps: PosDeps, streamId: string, commandId: string) =>
  (await deps.store.readStream(streamId)).some((e) => e.metadata.commandId === commandId);

/** The number the register gave the sale, and the location of the session that counted it (closed since, maybe). */
async function ringOf(deps: PosDeps, { saleId, registerId, sessionId }: Asked): Promise<EarlierSteps['rung']> {
  const streamId = registerStream(registerId);
  const events = await deps.store.readStream(streamId);
  const rung = events.find((e) => e.type === 'SaleRung' && (e.data as SaleRung['data']).saleId === saleId);
  const opened = events.find(
    (e) => e.type === 'CashSessionOpened' && (e.data as CashSessionOpened['data']).sessionId === sessionId,
  );
  if (!rung || !opened) throw new Error(`${streamId} holds no SaleRung for sale ${saleId} in session ${sessionId}`);
  return {
    number: (rung.data as SaleRung['data']).number,
    locationId: (opened.data as CashSessionOpened['data']).locationId,
  };
}
