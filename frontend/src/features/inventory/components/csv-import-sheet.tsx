import { useTranslation } from 'react-i18next';
import { GroupedList, ListRow } from '@/components/ui/grouped-list';
import { Sheet } from '@/components/ui/sheet';
import { CSV_COLUMNS } from '@domain/inventory';
import { useCsvImport, type ImportState } from '../hooks/use-csv-import';
import { CsvFileError } from '../lib/csv-chunks';
import { failureText } from '@/lib/problem';
import { ImportReportView } from './import-report';

/**
 * Import of a CSV file (the export's columns): a preview first (the rows that will go in, those with
 * errors by file row), imported only on 'Importar N filas'; chunked with a progress bar, then the report.
 */
export function CsvImportSheet({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { state, start, confirm, retry, reset } = useCsvImport();
  const busy = state.phase === 'reading' || state.phase === 'checking' || state.phase === 'importing';
  const valid = state.report.rows - state.report.failed;
  return (
    <Sheet title={t('inventory.csv.importTitle')} open onClose={busy ? () => {} : onClose}>
      <GroupedList footer={t('inventory.csv.columns', { columns: CSV_COLUMNS.join(', ') })}>
        <div className="field">
          <label htmlFor="csv-file">{t('inventory.csv.file')}</label>
          <input
            id="csv-file"
            type="file"
            accept=".csv,text/csv"
            disabled={busy}
            data-testid="csv-file"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = ''; // the same file may be chosen again (a second import is idempotent)
              if (file) void start(file);
            }}
          />
        </div>
      </GroupedList>
      {state.phase !== 'idle' ? <Progress state={state} /> : null}
      {state.phase === 'failed' ? (
        <div className="form-error" role="alert" data-testid="import-failed">
          {failureMessage(state, t)}
          {state.chunks.length ? (
            <div>
              <button className="link-button" type="button" onClick={retry}>
                {t('inventory.csv.retry')}
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
      {state.phase === 'preview' ? (
        <>
          <ImportReportView report={state.report} preview />
          <div className="sheet-actions">
            <button className="button plain" type="button" onClick={reset}>
              {t('inventory.csv.cancelImport')}
            </button>
            <button className="button" type="button" onClick={confirm} disabled={valid === 0}>
              {t('inventory.csv.importRows', { count: valid })}
            </button>
          </div>
        </>
      ) : null}
      {state.confirmed && (state.done > 0 || state.phase === 'done') ? (
        <ImportReportView report={state.report} />
      ) : null}
      {state.phase === 'done' ? (
        <button className="button plain" type="button" onClick={reset}>
          {t('inventory.csv.another')}
        </button>
      ) : null}
    </Sheet>
  );
}

type T = (key: string, options?: Record<string, unknown>) => string;

function failureMessage(state: ImportState, t: T): string {
  if (state.error instanceof CsvFileError) return t('inventory.csv.emptyFile');
  const chunk = state.chunks[state.done];
  const where = chunk
    ? t('inventory.csv.chunkFailed', { from: chunk.firstRow, to: chunk.lastRow })
    : t('inventory.csv.readFailed');
  return failureText(where, state.error);
}

function Progress({ state }: { state: ImportState }) {
  const { t } = useTranslation();
  const total = state.chunks.length;
  const rows = state.chunks[total - 1]?.lastRow ?? 1;
  const doneRows = state.done === 0 ? 0 : state.chunks[state.done - 1]!.lastRow - 1;
  return (
    <GroupedList>
      <ListRow title={state.fileName ?? ''} detail={t(`inventory.csv.phase_${state.phase}`)} testId="import-phase" />
      <div className="row">
        <progress
          className="inv-progress"
          max={Math.max(1, total)}
          value={state.done}
          aria-label={t('inventory.csv.progress')}
        />
        <span className="row-detail">
          {t('inventory.csv.rowsDone', { done: doneRows, total: Math.max(0, rows - 1) })}
        </span>
      </div>
    </GroupedList>
  );
}
