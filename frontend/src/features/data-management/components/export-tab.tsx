import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tableWords } from '@domain/ops';
import { GroupedList } from '@/components/ui/grouped-list';
import { eventsExportPath, streamDownload, tableExportPath, type ExportProgress, useReadModels } from '../api/reads';
import { useEventFilters } from '../hooks/use-event-filters';
import { ProgressBar } from './progress-bar';
import '../locales/register';

interface Run {
  progress?: ExportProgress;
  error?: string;
}

/** One download at a time per kind, its progress counted from X-Total-Count as the lines arrive. */
function useExport() {
  const [run, setRun] = useState<Run | null>(null);
  const abort = useRef<AbortController | null>(null);
  const start = (path: string, name: string, headerLines = 0) => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setRun({});
    streamDownload(path, name, {
      headerLines,
      signal: controller.signal,
      onProgress: (progress) => setRun({ progress }),
    }).catch((err: Error) => !controller.signal.aborted && setRun((r) => ({ ...r, error: err.message })));
  };
  const cancel = () => {
    abort.current?.abort();
    setRun(null);
  };
  return { run, start, cancel };
}

/** Exportar: the events with the explorer's filters as NDJSON, any live read-model table as CSV. */
export function ExportTab() {
  const { t, i18n } = useTranslation();
  const { filters } = useEventFilters();
  const models = useReadModels();
  // Listed by the shop's words; the value (and the file's name) stays the table's own.
  const tables = (models.data?.items ?? [])
    .flatMap((m) => m.tables.map((name) => ({ name, words: tableWords(m.projection, name, i18n.language) })))
    .sort((a, b) => a.words.localeCompare(b.words, i18n.language));
  const [table, setTable] = useState('');
  const picked = table || tables[0]?.name || '';
  const events = useExport();
  const csv = useExport();
  const said = Object.entries(filters)
    .map(([k, v]) => `${t(`dataManagement.events.${k}`).split(' (')[0]}: ${v}`)
    .join(' · ');
  return (
    <div className="dm-tab" data-testid="dm-export">
      <GroupedList header={t('dataManagement.export.eventsTitle')} footer={t('dataManagement.export.eventsHelp')}>
        <div className="row dm-export-row">
          <div className="row-main">
            <span className="row-title" data-testid="dm-export-filters">
              {said ? t('dataManagement.export.filters', { filters: said }) : t('dataManagement.export.noFilters')}
            </span>
            <ExportState run={events.run} onCancel={events.cancel} testId="dm-export-events-progress" />
          </div>
          <button
            type="button"
            className="chip primary"
            onClick={() => events.start(eventsExportPath(filters), 'eventos.ndjson')}
            data-testid="dm-export-events"
          >
            {t('dataManagement.export.download')}
          </button>
        </div>
      </GroupedList>
      <GroupedList header={t('dataManagement.export.tablesTitle')} footer={t('dataManagement.export.tablesHelp')}>
        <div className="row dm-export-row">
          <div className="row-main">
            <label className="dm-field">
              <span>{t('dataManagement.export.table')}</span>
              <select
                className="select"
                value={picked}
                onChange={(e) => setTable(e.target.value)}
                data-testid="dm-export-table"
              >
                {tables.map(({ name, words }) => (
                  <option key={name} value={name}>
                    {words}
                  </option>
                ))}
              </select>
            </label>
            <ExportState run={csv.run} onCancel={csv.cancel} testId="dm-export-csv-progress" />
          </div>
          <button
            type="button"
            className="chip primary"
            disabled={!picked}
            onClick={() => csv.start(tableExportPath(picked), `${picked}.csv`, 1)}
            data-testid="dm-export-csv"
          >
            {t('dataManagement.export.download')}
          </button>
        </div>
      </GroupedList>
    </div>
  );
}

function ExportState({ run, onCancel, testId }: { run: Run | null; onCancel: () => void; testId: string }) {
  const { t } = useTranslation();
  if (!run) return null;
  if (run.error) {
    return (
      <p className="dm-error" role="alert">
        {t('dataManagement.export.failed', { reason: run.error })}
      </p>
    );
  }
  const p = run.progress;
  const percent = p?.percent ?? 0;
  const label = percent === 100 ? t('dataManagement.export.done') : `${percent} %`;
  return (
    <div className="dm-export-state" data-testid={testId} data-percent={percent}>
      <ProgressBar percent={percent} label={label} tone={percent === 100 ? 'success' : undefined} />
      <span className="dm-muted">
        {t('dataManagement.export.progress', { lines: p?.lines ?? 0, total: p?.total ?? 0 })}
        {percent < 100 ? (
          <>
            {' · '}
            <button type="button" className="link-button" onClick={onCancel}>
              {t('dataManagement.export.cancel')}
            </button>
          </>
        ) : null}
      </span>
    </div>
  );
}
