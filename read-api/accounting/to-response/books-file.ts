import type { FastifyReply } from 'fastify';
import { PassThrough } from 'node:stream';
import type { ShopFormat } from '../../../domain/settings';
import { tablesPdf } from '../../shared/tables-pdf';
import { readAtCheckpoint } from '../../shared/at-checkpoint';
import { sheetFormats, XlsxWriter } from '../../shared/xlsx-writer';
import type { BooksDocument } from './books-documents';
import type { LedgerReadDb } from '../queries/ledger';
import { positionWords } from '../../../domain/ops';

// The books' reports as files (issue 18), through the reports issue's writers: the PDF (pdf-lib, its
// embedded Unicode font) and the workbook (exceljs). The figures and the ledger's position are read in
// one repeatable-read transaction, so the file prints the position its figures stand at. The bytes are
// a function of the ledger's rows and the query alone: no clock (the PDF is dated by the report's day,
// the workbook by the writer's fixed date), no random ids — a rebuilt ledger gives the same file.

export type BooksFormat = 'pdf' | 'xlsx';

const NO_POSITION = '—';

export const BOOKS_CONTENT_TYPES: Record<BooksFormat, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** The document read in one snapshot with the position the ledger read model stands at there. */
export const readAtLedgerPosition = (
  db: LedgerReadDb,
  read: (trx: LedgerReadDb, position: string) => Promise<BooksDocument>,
): Promise<BooksDocument> => readAtCheckpoint(db, 'ledger', (trx, position) => read(trx, position ?? NO_POSITION));

async function workbook(doc: BooksDocument, area: ShopFormat): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((resolve, reject) => out.on('end', resolve).on('error', reject));
  const book = new XlsxWriter(out);
  for (const t of doc.tables) await book.sheet(t.name, t.columns, t.rows, sheetFormats(area));
  await book.commit();
  await ended;
  return Buffer.concat(chunks);
}

/** The file's bytes, whole: the books' reports are a few hundred rows (a general ledger, its span's lines). */
export async function booksFile(doc: BooksDocument, area: ShopFormat, format: BooksFormat): Promise<Buffer> {
  if (format === 'xlsx') return workbook(doc, area);
  const pdf = await tablesPdf({
    title: doc.title,
    footer: `${doc.title} · ${positionWords(doc.position)}`,
    sections: doc.tables.map((table) => ({ table, area })),
    day: doc.day,
  });
  return Buffer.from(pdf);
}

/** Sends the file as a download named `contabilidad-<report>-<day>.<format>`, the position in a header. */
export function sendBooksFile(
  reply: FastifyReply,
  report: string,
  doc: BooksDocument,
  format: BooksFormat,
  bytes: Buffer,
): FastifyReply {
  reply
    .type(BOOKS_CONTENT_TYPES[format])
    .header('content-disposition', `attachment; filename="contabilidad-${report}-${doc.day}.${format}"`);
  // A ledger that has applied nothing yet prints '—' and sends no position header.
  if (doc.position !== NO_POSITION) reply.header('x-flora-position', doc.position);
  return reply.send(bytes);
}
