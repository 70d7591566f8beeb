import type { Kysely, Transaction } from 'kysely';
import { AGREEMENT_EVENT_TYPES, PARTNER_EVENT_TYPES } from '../../domain/consignment';
import { PRODUCT_EVENT_TYPES } from '../../domain/inventory';
import type { SettingsEvent } from '../../domain/settings';
import { indexedText, storableJsonText, text, timestampOr } from '../engine/column-values';
import type { FoldedAgreement } from '../consignment';
import { insertByColumn } from '../engine/insert-by-column';
import type { Changed, Projection, SequencedEvent, TableNames } from '../engine/projection';
import { generationDb } from '../engine/read-model-table';
import {
  agreementIdsOf,
  agreementItemRows,
  agreementRow,
  agreementVersions,
  partnerVersions,
} from './fold/agreement-versions';
import { lotIdsOf, productsAndLots, type LotRow } from './fold/lot-flows';
import { productIdsOf, type ProductVersion } from './fold/product-versions';
import type { REPORTS_DECLARATIONS } from './tables';
import {
  createReportsIndexes,
  createReportsTables,
  reportAgreementItemVersions,
  reportAgreementVersions,
  reportAreas,
  reportLotFlows,
  reportLots,
  reportMoney,
  reportPartnerVersions,
  reportProductVersions,
  REPORTS_TABLES,
  reportTimeZones,
  type ReportsDatabase,
  type ReportsTableName,
} from './tables';

// The reports' history (tables.ts): versions appended per event, never updated, each from the
// event and the version before it, so a rebuild writes the same rows. A replayed event finds its
// row already there (same key, same values): "do nothing".

type Db = Kysely<ReportsDatabase>;
type Declaration = (typeof REPORTS_DECLARATIONS)[number];

/**
 * A batch's versions of one table in one statement, one JSON array per column (orders'
 * insertByColumn), rather than a parameter per value in values lists of 1,000 (over 40,000 events:
 * product versions 660–770 → 420, agreement versions 790 → 300 ms of backend CPU).
 */
async function insertAll(db: Db, declaration: Declaration, rows: readonly Record<string, unknown>[]) {
  await insertByColumn(db, declaration.name, declaration.columns, rows, {
    key: declaration.primaryKey!,
    toJson: storableJsonText,
  });
}

async function storedProducts(db: Db, ids: string[]): Promise<Map<string, ProductVersion>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('report_product_versions')
    .selectAll()
    .distinctOn('product_id')
    .where('product_id', 'in', ids)
    .orderBy('product_id')
    .orderBy('ordinal', 'desc')
    .execute();
  return new Map(rows.map((r) => [r.product_id, { ...r, occurred_at: r.occurred_at.toISOString() }]));
}

async function storedLots(db: Db, ids: string[]): Promise<Map<string, LotRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('report_lots').selectAll().where('lot_id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.lot_id, { ...r, occurred_at: r.occurred_at.toISOString() }]));
}

async function storedAgreements(db: Db, ids: string[]): Promise<Map<string, FoldedAgreement>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('report_agreement_versions')
    .select(['agreement_id', 'state'])
    .distinctOn('agreement_id')
    .where('agreement_id', 'in', ids)
    .orderBy('agreement_id')
    .orderBy('ordinal', 'desc')
    .execute();
  return new Map(rows.map((r) => [r.agreement_id, r.state]));
}

function timeZones(events: readonly SequencedEvent[]) {
  return events.flatMap((e) => {
    const event = e as unknown as SettingsEvent;
    if (event.type !== 'TimeZoneConfigured') return [];
    const at = timestampOr(e.metadata?.occurredAt);
    return [{ ordinal: e.ordinal.toString(), occurred_at: at, time_zone: event.data.timeZone }];
  });
}

function areas(events: readonly SequencedEvent[]) {
  return events.flatMap((e) => {
    const event = e as unknown as SettingsEvent;
    if (event.type !== 'AreaConfigured') return [];
    const { area, currency, locale, dateFormat } = event.data;
    const row = {
      area: indexedText(area),
      currency: text(currency),
      locale: text(locale),
      date_format: text(dateFormat),
    };
    // A malformed event is left out (the read side keeps the area's earlier formats), never a fault.
    if (Object.values(row).some((v) => v === null)) return [];
    return [{ ...row, ordinal: e.ordinal.toString() }];
  });
}

function money(events: readonly SequencedEvent[]) {
  return events.flatMap((e) => {
    const event = e as unknown as SettingsEvent;
    if (event.type !== 'MoneyConfigured') return [];
    const { currency, locale, decimals } = event.data;
    const row = {
      currency: text(currency),
      locale: text(locale),
      decimals: Number.isInteger(decimals) && decimals >= 0 && decimals <= 20 ? decimals : null,
    };
    if (Object.values(row).some((v) => v === null)) return []; // malformed: the money before stands
    return [{ ...row, ordinal: e.ordinal.toString() }];
  });
}

async function apply(
  trx: Transaction<unknown>,
  events: readonly SequencedEvent[],
  t: TableNames<ReportsTableName>,
): Promise<Changed[]> {
  const db = generationDb<ReportsDatabase>(trx, t);
  const latest = await storedProducts(db, productIdsOf(events));
  const { products, lots, flows } = productsAndLots(events, latest, await storedLots(db, lotIdsOf(events)));
  await insertAll(db, reportProductVersions, products);
  await insertAll(db, reportLots, lots);
  await insertAll(db, reportLotFlows, flows);
  const agreements = agreementVersions(events, await storedAgreements(db, agreementIdsOf(events)));
  await insertAll(db, reportAgreementVersions, agreements.map(agreementRow));
  await insertAll(db, reportAgreementItemVersions, agreements.flatMap(agreementItemRows));
  await insertAll(db, reportPartnerVersions, partnerVersions(events));
  await insertAll(db, reportTimeZones, timeZones(events));
  await insertAll(db, reportAreas, areas(events));
  await insertAll(db, reportMoney, money(events));
  return events.length > 0 ? [{ entity: 'report', id: 'all' }] : [];
}

export const reportsProjection: Projection<ReportsTableName> = {
  name: 'reports',
  // 2: the areas' formats (report_areas); 3: the shop's money (report_money, issue 43); 4: lots and
  // their flows, the wholesale price (issue 44).
  version: 4,
  // StockMoved for the lots only: stock comes from the stock-ledger's balances.
  handles: [
    ...PRODUCT_EVENT_TYPES,
    ...PARTNER_EVENT_TYPES,
    ...AGREEMENT_EVENT_TYPES,
    'TimeZoneConfigured',
    'AreaConfigured',
    'MoneyConfigured',
  ],
  tables: REPORTS_TABLES,
  createTables: createReportsTables,
  createIndexes: createReportsIndexes,
  apply,
};
