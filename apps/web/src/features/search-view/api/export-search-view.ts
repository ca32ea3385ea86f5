import { exportHeaders } from '@portal/contracts';
import { client, okWithResponse } from '../../../lib/api-client';
import type { SearchParams } from '../utils/build-proxy-params';
import { createCsvRecordCounter } from '../utils/count-csv-records';
import { exportFileName } from '../utils/export-file-name';

export type ExportedFile = {
  blob: Blob;
  fileName: string;
  rows: number;
  /** true: the file stops at the cap; 'maybe': it reached the cap and the server could not say. */
  truncated: boolean | 'maybe';
  maxRows: number;
};

/** A download that broke after it began: the file is incomplete and is never saved. */
export class ExportBrokenError extends Error {}

/**
 * POST /api/views/{id}/export (DESIGN.md §7b): reads the CSV as it streams, telling `onRows` how
 * many rows have arrived, and answers the whole file only once the server has ended it properly.
 */
export async function exportSearchView(
  view: string,
  params: SearchParams,
  options: { signal: AbortSignal; onRows: (rows: number) => void },
): Promise<ExportedFile> {
  const { data: body, response } = await okWithResponse(
    client.POST('/api/views/{id}/export', {
      params: { path: { id: view } },
      body: params,
      signal: options.signal,
      parseAs: 'stream',
    }),
  );
  if (!body) throw new ExportBrokenError('The export answered without a file.');
  const counter = createCsvRecordCounter();
  const decoder = new TextDecoder();
  const parts: Uint8Array[] = [];
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parts.push(value);
      counter.feed(decoder.decode(value, { stream: true }));
      options.onRows(Math.max(0, counter.records - 1));
    }
  } catch (error) {
    if (options.signal.aborted) throw error;
    throw new ExportBrokenError(String(error));
  }
  const rows = Math.max(0, counter.records - 1);
  const maxRows = Number(response.headers.get(exportHeaders.maxRows)) || Number.POSITIVE_INFINITY;
  const said = response.headers.get(exportHeaders.truncated);
  return {
    blob: new Blob(parts as BlobPart[], { type: 'text/csv;charset=utf-8' }),
    fileName: exportFileName(response.headers.get('content-disposition'), 'export.csv'),
    rows,
    truncated: said === null ? rows >= maxRows && 'maybe' : said === 'true',
    maxRows,
  };
}
