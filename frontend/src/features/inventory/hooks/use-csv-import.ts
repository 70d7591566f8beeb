import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { ImportReport } from '@domain/inventory';
import { importProductsChunk } from '../api/commands';
import { inventoryKeys } from '@/lib/inventory-reads';
import { IMPORT_CHUNK_ROWS } from '@/config/inventory';
import { chunkCsvText, combineReports, emptyReport, type CsvChunk } from '../lib/csv-chunks';

export type ImportPhase = 'idle' | 'reading' | 'importing' | 'failed' | 'done';

export interface ImportState {
  phase: ImportPhase;
  fileName?: string;
  chunks: CsvChunk[];
  /** Chunks the server has answered. */
  done: number;
  report: ImportReport;
  error?: unknown;
}

const idle: ImportState = { phase: 'idle', chunks: [], done: 0, report: emptyReport() };

/**
 * Import of a CSV file chunk by chunk. A chunk that fails stops the run; retry() resends from it
 * (the server's import is idempotent, so a chunk that did apply before its answer was lost is harmless).
 */
export function useCsvImport() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ImportState>(idle);
  const running = useRef(false);

  const run = useCallback(
    async (chunks: CsvChunk[], from: number, report: ImportReport) => {
      running.current = true;
      let combined = report;
      try {
        for (let i = from; i < chunks.length; i++) {
          setState((s) => ({ ...s, phase: 'importing', done: i, error: undefined }));
          try {
            combined = combineReports(combined, await importProductsChunk(chunks[i]!.csv, chunks[i]!.firstRow));
          } catch (error) {
            setState((s) => ({ ...s, phase: 'failed', done: i, report: combined, error }));
            return;
          }
          setState((s) => ({ ...s, done: i + 1, report: combined }));
        }
        setState((s) => ({ ...s, phase: 'done' }));
      } finally {
        running.current = false;
        void queryClient.invalidateQueries({ queryKey: inventoryKeys.all });
      }
    },
    [queryClient],
  );

  const start = useCallback(
    async (file: File) => {
      if (running.current) return;
      setState({ ...idle, phase: 'reading', fileName: file.name });
      let chunks: CsvChunk[];
      try {
        chunks = chunkCsvText(await file.text(), IMPORT_CHUNK_ROWS);
      } catch (error) {
        setState({ ...idle, phase: 'failed', fileName: file.name, error });
        return;
      }
      setState((s) => ({ ...s, chunks }));
      await run(chunks, 0, emptyReport());
    },
    [run],
  );

  const retry = useCallback(() => {
    if (running.current || state.phase !== 'failed' || state.chunks.length === 0) return;
    void run(state.chunks, state.done, state.report);
  }, [run, state]);

  const reset = useCallback(() => !running.current && setState(idle), []);

  return { state, start, retry, reset };
}
