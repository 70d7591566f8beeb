import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { ImportReport } from '@domain/inventory';
import { importProductsChunk } from '../api/commands';
import { inventoryKeys } from '@/lib/inventory-reads';
import { IMPORT_CHUNK_ROWS } from '@/config/inventory';
import { chunkCsvText, combineReports, emptyReport, type CsvChunk } from '../lib/csv-chunks';

/** reading → checking (the server judges each row, imports none) → preview → importing → done. */
export type ImportPhase = 'idle' | 'reading' | 'checking' | 'preview' | 'importing' | 'failed' | 'done';

export interface ImportState {
  phase: ImportPhase;
  fileName?: string;
  chunks: CsvChunk[];
  /** Chunks the server has answered. */
  done: number;
  /** The preview's report while checking or previewing; the import's once confirmed. */
  report: ImportReport;
  /** The staff confirmed: the run that failed was the import, not its preview. */
  confirmed: boolean;
  error?: unknown;
}

const idle: ImportState = { phase: 'idle', chunks: [], done: 0, report: emptyReport(), confirmed: false };

/**
 * Import of a CSV file chunk by chunk, first as a preview: nothing is imported until confirm().
 * A chunk that fails stops the run; retry() resends from it (the server's import is idempotent, so a
 * chunk that did apply before its answer was lost is harmless).
 */
export function useCsvImport() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ImportState>(idle);
  const running = useRef(false);

  const run = useCallback(
    async (chunks: CsvChunk[], from: number, report: ImportReport, confirmed: boolean) => {
      running.current = true;
      let combined = report;
      const phase = confirmed ? 'importing' : 'checking';
      try {
        for (let i = from; i < chunks.length; i++) {
          setState((s) => ({ ...s, phase, confirmed, done: i, report: combined, error: undefined }));
          try {
            const chunk = chunks[i]!;
            combined = combineReports(combined, await importProductsChunk(chunk.csv, chunk.firstRow, !confirmed));
          } catch (error) {
            setState((s) => ({ ...s, phase: 'failed', done: i, report: combined, error }));
            return;
          }
          setState((s) => ({ ...s, done: i + 1, report: combined }));
        }
        setState((s) => ({ ...s, phase: confirmed ? 'done' : 'preview' }));
      } finally {
        running.current = false;
        if (confirmed) void queryClient.invalidateQueries({ queryKey: inventoryKeys.all });
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
      await run(chunks, 0, emptyReport(), false);
    },
    [run],
  );

  const confirm = useCallback(() => {
    if (running.current || state.phase !== 'preview') return;
    void run(state.chunks, 0, emptyReport(), true);
  }, [run, state]);

  const retry = useCallback(() => {
    if (running.current || state.phase !== 'failed' || state.chunks.length === 0) return;
    void run(state.chunks, state.done, state.report, state.confirmed);
  }, [run, state]);

  const reset = useCallback(() => !running.current && setState(idle), []);

  return { state, start, confirm, retry, reset };
}
