import { positionWords } from '../../../domain/ops';
import { REPORT_TITLES, type ReportView } from '../../../domain/reports';
import type { ShopFormat } from '../../../domain/settings';
import { tablesPdf } from '../../shared/tables-pdf';
import type { ExportTable } from './export-tables';

// The report as a PDF: the title, then each table as a section (the summary with the period and the
// position first), through the read-api's tables writer (shared/tables-pdf.ts).

type Areas = Record<ExportTable<unknown>['area'], ShopFormat>;

export function reportPdf(view: ReportView, tables: ExportTable<unknown>[], areas: Areas): Promise<Uint8Array> {
  const title = REPORT_TITLES[view.type];
  return tablesPdf({
    title,
    footer: `${title} · ${positionWords(view.position)}`,
    sections: tables.map((table) => ({ table, area: areas[table.area] })),
  });
}
