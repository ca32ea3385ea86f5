import { Readable } from 'node:stream';
import {
  type DataResponse,
  exportPageSize,
  messages,
  ownValue,
  type ViewExportBody,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError, badRequest, forbidden, notFound } from '../../errors.ts';
import type { AuthContext } from '../../plugins/session.ts';
import type { Generation } from '../../shared-store/shared-store.ts';
import { may } from '../access/policies.ts';
import { recordAudit } from '../servers/record-audit.ts';
import { getView } from '../views/read-views.ts';
import { callAsPerson } from './call-as-person.ts';
import { checkBoundCall } from './check-bound-call.ts';
import { csvLine } from './csv-line.ts';
import type { ProxyCallLimits } from './proxy-call-limits.ts';
import type { ProxyLookups } from './proxy-lookups.ts';

export type ExportParts = { app: FastifyInstance; lookups: ProxyLookups; limits: ProxyCallLimits };

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
 * EXPORT_MAX_ROWS. The export is audited when it ends, however it ends.
 */
export async function startExport(
  { app, lookups, limits }: ExportParts,
  auth: AuthContext,
  generation: Generation | undefined,
  viewId: string,
  body: ViewExportBody,
): Promise<StartedExport> {
  const view = await getView(app, auth, viewId);
  if (view.type !== 'search') throw badRequest(messages.exportNotSearchView);
  const endpoint = view.metadata.endpoint;
  const paramsAt = (offset: number) => ({ ...body, offset, limit: exportPageSize });
  const builder = may(auth, 'buildPages');
  if (!builder) {
    const page = await lookups.pageOf(auth, viewId, generation);
    if (!page) throw notFound(messages.viewNotFound);
    const refusal = checkBoundCall(page, { uuid: endpoint, urlVariables: {}, params: paramsAt(0) });
    if (refusal) throw forbidden(refusal);
  }
  const target = await lookups.target(auth.accountId, endpoint, generation);
  // Every page is read as the person, like the page's own calls (DESIGN.md §6d).
  const readPage = async (offset: number) => {
    const call = { urlVariables: {}, params: paramsAt(offset) };
    const result = await limits.run(auth.userId, () => callAsPerson(app, auth, target, call, generation));
    return readListPage(result.payload);
  };
  const first = await readPage(0);
  const maxRows = app.config.exportMaxRows;
  const fields = view.metacontent.columns.map((column) => column.value);
  const labels = view.metacontent.columns.map((column) => column.label || column.value);
  const state = { rows: 0, cut: false, outcome: 'cancelled' as Outcome };

  const audit = () =>
    recordAudit(app.db, auth, 'view.export', {
      viewId,
      name: view.name,
      rows: state.rows,
      outcome: state.outcome,
    }).catch((error: unknown) => app.log.error({ err: error, viewId }, 'the export could not be audited'));

  async function* lines() {
    try {
      yield `\uFEFF${csvLine(labels)}`;
      let page = first;
      let offset = 0;
      for (;;) {
        const rows = page.value.slice(0, maxRows - state.rows);
        if (rows.length > 0)
          yield rows.map((row) => csvLine(fields.map((field) => cellOf(row, field)))).join('');
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

  return {
    viewName: view.name,
    truncated: first.totalResults === null ? undefined : first.totalResults > maxRows,
    wasCut: () => state.cut,
    // Bytes, not objects: the stream reads ahead only a little before the socket takes it.
    stream: Readable.from(lines(), { objectMode: false, highWaterMark: 64 * 1024 }),
  };
}
