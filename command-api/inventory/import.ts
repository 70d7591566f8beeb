import { addProductBody, barcodeTaken, updateProductBody, type ImportReport } from '../../domain/inventory';
import { DomainError } from '../../domain/shared';
import { commandIdFor } from '../../infra/event-store/event-id';
import type { CommandContext } from '../../application/handler';
import { sendToProductStream, withAddedKeys, withUpdatedKeys, type Inventory } from './catalogue';
import { readCsv, type CsvRecord } from './csv-rows';
import { addProductInput, columnOf, rowErrors, updateProductInput } from './import-fields';
import { barcodeKey, holdsKey, skuKey } from './product-keys';
import { loadProduct } from './product-state';

// CSV import: each good row is exactly one command (AddProduct for a new SKU, UpdateProduct for a
// known one), so a row is applied whole or not at all. Command ids come from the row's content,
// so a chunk sent again, or the same file imported twice, appends nothing new. A preview judges
// every row the same way up to the command and sends none: the app shows it before the staff confirm.

type RowError = ImportReport['errors'][number];
type RowOutcome = 'created' | 'updated' | 'unchanged' | RowError[];

/** Rows (of different SKUs) sent side by side. */
const PARALLEL_ROWS = 4;

// Key order must not make the same content look different.
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

const SKU_FIELDS: Record<string, string> = { 'PRODUCT.SKU_TAKEN': 'sku', 'PRODUCT.BARCODE_TAKEN': 'barcode' };

function refused(row: number, err: unknown): RowError[] {
  if (!(err instanceof DomainError)) throw err;
  const path = err.errors?.[0]?.path;
  const field = path ? columnOf([path]) : (SKU_FIELDS[err.code] ?? '(fila)');
  return [{ row, field, message: err.message }];
}

async function knownProduct(inventory: Inventory, sku: string) {
  const key = skuKey(sku);
  const productId = key.key ? await inventory.keys.holderOf(key) : undefined;
  if (!productId) return undefined;
  const { state, revision } = await loadProduct(inventory.handler, productId);
  return holdsKey(state, key) ? { productId, revision } : undefined;
}

/** The preview's stand-in for reserving the keys: a barcode another product holds is refused alike. */
async function barcodeFree(inventory: Inventory, barcode: string | null | undefined, productId?: string) {
  const key = barcodeKey(barcode);
  const holder = key ? await inventory.keys.holderOf(key) : undefined;
  if (key && holder && holder !== productId) throw barcodeTaken(key.given);
}

async function addRow(
  inventory: Inventory,
  context: CommandContext,
  { row, cells }: CsvRecord,
  preview: boolean,
): Promise<RowOutcome> {
  const parsed = addProductBody.safeParse(addProductInput(cells));
  if (!parsed.success) return rowErrors(row, parsed.error);
  if (preview) return barcodeFree(inventory, parsed.data.barcode).then(() => 'created' as const);
  const commandId = commandIdFor(`import-add:${skuKey(parsed.data.sku).key}`, canonical(parsed.data));
  const data = { ...parsed.data, productId: commandIdFor(commandId, 'product') };
  const send = () =>
    sendToProductStream(inventory, data.productId, { type: 'AddProduct', data }, { ...context, commandId });
  const outcome = await withAddedKeys(inventory, data, send);
  return outcome.appendedByThisCommand ? 'created' : 'unchanged';
}

async function updateRow(
  inventory: Inventory,
  context: CommandContext,
  { row, cells }: CsvRecord,
  known: { productId: string; revision: bigint },
  preview: boolean,
) {
  const parsed = updateProductBody.safeParse(updateProductInput(cells));
  if (!parsed.success) return rowErrors(row, parsed.error);
  if (preview) return barcodeFree(inventory, parsed.data.barcode, known.productId).then(() => 'updated' as const);
  // The revision too: the same row imported again after someone changed the product applies again.
  const commandId = commandIdFor(`import-update:${known.productId}:${known.revision}`, canonical(parsed.data));
  const data = parsed.data;
  const outcome = await withUpdatedKeys(inventory, known.productId, data, async (after) => {
    const landed = await sendToProductStream(
      inventory,
      known.productId,
      { type: 'UpdateProduct', data },
      { ...context, commandId },
    );
    await after();
    return landed;
  });
  return outcome.appendedByThisCommand ? 'updated' : 'unchanged';
}

async function importRow(
  inventory: Inventory,
  context: CommandContext,
  record: CsvRecord,
  preview: boolean,
): Promise<RowOutcome> {
  if (record.broken) return [{ row: record.row, field: '(fila)', message: record.broken }];
  try {
    const known = record.cells.sku ? await knownProduct(inventory, record.cells.sku) : undefined;
    return await (known
      ? updateRow(inventory, context, record, known, preview)
      : addRow(inventory, context, record, preview));
  } catch (err) {
    return refused(record.row, err);
  }
}

/**
 * A SKU twice in one chunk is refused on its later rows: applying both would make a second import
 * of the same file apply the first again. The rest run a few at a time.
 */
async function onePerSku(records: CsvRecord[], run: (r: CsvRecord) => Promise<RowOutcome>): Promise<RowOutcome[]> {
  const firstRowOf = new Map<string, number>();
  const outcomes: RowOutcome[] = new Array(records.length);
  const queue: number[] = [];
  records.forEach((r, i) => {
    const sku = r.cells.sku?.trim() ? skuKey(r.cells.sku) : undefined;
    const first = sku && firstRowOf.get(sku.key);
    if (sku && first)
      outcomes[i] = [{ row: r.row, field: 'sku', message: `El SKU ${sku.given} ya aparece en la fila ${first}.` }];
    else queue.push(i);
    if (sku && !first) firstRowOf.set(sku.key, r.row);
  });
  const worker = async () => {
    for (let i = queue.shift(); i !== undefined; i = queue.shift()) outcomes[i] = await run(records[i]!);
  };
  await Promise.all(Array.from({ length: PARALLEL_ROWS }, worker));
  return outcomes;
}

export async function importProducts(
  inventory: Inventory,
  context: CommandContext,
  csv: string,
  firstRow: number,
  preview = false,
): Promise<ImportReport> {
  const records = readCsv(csv, firstRow);
  const outcomes = await onePerSku(records, (r) => importRow(inventory, context, r, preview));
  const report: ImportReport = {
    rows: records.length,
    created: 0,
    updated: 0,
    unchanged: 0,
    failed: 0,
    errors: [],
  };
  for (const outcome of outcomes) {
    if (typeof outcome === 'string') report[outcome] += 1;
    else {
      report.failed += 1;
      report.errors.push(...outcome);
    }
  }
  return report;
}
