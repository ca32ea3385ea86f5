import { messages } from '@portal/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { messageOf } from '../../../lib/api-client';
import { formatValue } from '../../../lib/format-value';
import { showToast } from '../../../lib/toasts';
import { ExportBrokenError, type ExportedFile, exportSearchView } from '../api/export-search-view';
import type { SearchParams } from '../utils/build-proxy-params';
import { saveFile } from '../utils/save-file';

const capNote = (file: ExportedFile) => {
  if (!file.truncated) return null;
  const text = file.truncated === 'maybe' ? messages.exportTruncatedMaybe : messages.exportTruncated;
  return text.replace('{max}', formatValue(file.maxRows, 'number'));
};

function failureText(error: unknown) {
  if (error instanceof ExportBrokenError) return messages.exportFailedHalfway;
  const reason = messageOf(error, '');
  return reason ? `${messages.exportFailed} ${reason}` : messages.exportFailed;
}

/**
 * 'Export CSV' of a search page: every row of its current question, saved as a file once the
 * whole file has arrived; the rows so far while it runs; Cancel stops it and saves nothing.
 */
export function useExportCsv(view: string, params: SearchParams) {
  const [rows, setRows] = useState<number | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(async () => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setRows(0);
    setNote(null);
    try {
      const file = await exportSearchView(view, params, { signal: controller.signal, onRows: setRows });
      saveFile(file.blob, file.fileName);
      const cap = capNote(file);
      setNote(cap);
      showToast(cap ?? messages.exportDone, cap ? 'info' : 'success');
    } catch (error) {
      if (controller.signal.aborted) showToast(messages.exportCancelled, 'info');
      else showToast(failureText(error), 'error');
    } finally {
      running.current = null;
      setRows(null);
    }
  }, [view, params]);

  const cancel = useCallback(() => running.current?.abort(), []);

  return { running: rows !== null, rows: rows ?? 0, note, start, cancel };
}
