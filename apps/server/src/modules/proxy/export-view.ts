import type { Readable } from 'node:stream';
import {
  csvByteOrderMark,
  csvLine,
  type DataResponse,
  exportPageSize,
  messages,
  ownValue,
  type ViewExportBody,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError, badRequest } from '../../errors.ts';
import type { AuthContext } from '../../plugins/session.ts';
import type { Generation } from '../../shared-store/shared-store.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { getView } from '../views/read-views.ts';
import type { ExportSlots } from './export-slots.ts';
import { idleLimitedStream } from './export-stream.ts';

export type ExportParts = {
  app: FastifyInstance;
  slots: ExportSlots;
};

/** Text written at a time (about): a reader that stops holds about this much beyond the stream's buffer. */
const chunkLength = 16 * 1024;

/** How an export ended, as the audit log records it. */
type Outcome = 'complete' | 'truncated' | 'failed' | 'cancelled';

export type StartedExport = {
  viewName: string;
  /** Known before the first byte when the upstream counts its rows; undefined otherwise. */
  truncated: boolean | undefined;
  /** Whether the file stopped at the cap, once the stream has ended. */
  wasCut(): boolean;
  /** The file: BOM, the header line, then the rows as they are paged in. Fails part way by erroring. */
  stream: Readable;
};

function readListPage(payload: Buffer): DataResponse {
  const { data } = JSON.parse(payload.toString('utf8')) as { data?: DataResponse };
  if (!data || !Array.isArray(data.value)) throw new AppError('upstream_invalid', messages.upstreamNoRows);
  return data;
}

const cellOf = (row: unknown, field: string) =>
  row !== null && typeof row === 'object' ? ownValue(row as Record<string, unknown>, field) : undefined;

/**
 * Starts the CSV export of a search view (DESIGN.md §7b): the caller must be able to open the view,
 * and a plain user's calls are checked as the page's are (§6c). Each page of rows is one proxy
 * call (cache, single flight, the user's call budget); the first is read before anything is sent,
 * so a refusal or an upstream that fails at once is a plain error answer. The rows stop at
 * EXPORT_MAX_ROWS. A person has at most EXPORTS_PER_PERSON exports running and the instance
 * EXPORTS_RUNNING (429 beyond); one whose reader takes nothing for EXPORT_IDLE_SECONDS is ended.
 * The export is audited when it ends, however it ends.
 */
export async function startExport(
  parts: ExportParts,
  auth: AuthContext,
  generation: Generation | undefined,
  viewId: string,
  body: ViewExportBody,
): Promise<StartedExport> {
  const release = parts.slots.take(auth.userId);
  try {
    const started = await openExport(parts, auth, generation, viewId, body);
    started.stream.once('close', release);
    return started;
  } catch (error) {
    release();
    throw error;
  }
}

async function openExport(
  { app }: ExportParts,
  auth: AuthContext,
  generation: Generation | undefined,
  viewId: string,
  body: ViewExportBody,
): Promise<StartedExport> {
  const view = await getView(app, auth, viewId);
  if (view.type !== 'search') throw badRequest(messages.exportNotSearchView);
  const callAt = (offset: number) => ({
    uuid: view.metadata.endpoint,
    view: viewId,
    urlVariables: {},
    params: { ...body, offset, limit: exportPageSize },
  });
  // Every page is a call of the page's, through the one gate (its binding, limits, the person's own
  // credentials), checked before anything is sent.
  await app.dataCalls.authorize(auth, generation, callAt(0));
  const readPage = async (offset: number) =>
    readListPage((await app.dataCalls.call(auth, generation, callAt(offset))).payload);
  const first = await readPage(0);
  const maxRows = app.config.exportMaxRows;
  const fields = view.metacontent.columns.map((column) => column.value);
  const labels = view.metacontent.columns.map((column) => column.label || column.value);
  const state = { rows: 0, cut: false, outcome: 'cancelled' as Outcome };

  const audit = () =>
    recordAudit(
      app.db,
      auth,
      'view.export',
      { type: 'view', id: viewId, name: view.name },
      {
        viewId,
        rows: state.rows,
        outcome: state.outcome,
      },
    ).catch((error: unknown) => app.log.error({ err: error, viewId }, 'the export could not be audited'));

  // The first page is handed over, not kept: once the rows after it are read, it can go.
  async function* lines(firstPage: DataResponse) {
    try {
      yield `${csvByteOrderMark}${csvLine(labels)}`;
      let page = firstPage;
      let offset = 0;
      for (;;) {
        const rows = page.value.slice(0, maxRows - state.rows);
        let text = '';
        for (const row of rows) {
          text += csvLine(fields.map((field) => cellOf(row, field)));
          if (text.length < chunkLength) continue;
          yield text;
          text = '';
        }
        if (text) yield text;
        state.rows += rows.length;
        offset += page.value.length;
        const more = page.hasMore && page.value.length > 0;
        if (state.rows >= maxRows) {
          state.cut = more || rows.length < page.value.length;
          break;
        }
        if (!more) break;
        page = await readPage(offset);
      }
      state.outcome = state.cut ? 'truncated' : 'complete';
    } catch (error) {
      state.outcome = 'failed';
      throw error;
    } finally {
      await audit();
    }
  }

  const truncated = first.totalResults === null ? undefined : first.totalResults > maxRows;
  return {
    viewName: view.name,
    truncated,
    wasCut: () => state.cut,
    // Bytes, not objects: the stream reads ahead only a little before the socket takes it.
    stream: idleLimitedStream(lines(first), { idleMs: app.config.exportIdleMs }),
  };
}
