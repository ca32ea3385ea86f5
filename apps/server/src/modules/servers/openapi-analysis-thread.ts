// The thread that reads imported OpenAPI documents (analyze-openapi-document.ts): parsing,
// validating and walking a document of up to 1 MiB can take seconds, which must never be seconds of
// the event loop every account shares. This thread may be stopped at any time by its deadline.

import { parentPort } from 'node:worker_threads';
import type { EndpointImportBody } from '@portal/contracts';
import { AppError } from '../../errors.ts';
import { type AnalysisRequests, runOpenApiAnalyses } from './openapi-analyses.ts';
import { readOpenApiDocument } from './read-openapi-document.ts';

export type AnalysisJob = { source: EndpointImportBody; requests: AnalysisRequests };
export type AnalysisOutcome =
  | { results: Record<string, unknown> }
  | { refusal: { code: AppError['code']; message: string; field?: string } }
  | { failure: string };

async function analyze(job: AnalysisJob): Promise<AnalysisOutcome> {
  try {
    const document = await readOpenApiDocument(job.source);
    return { results: runOpenApiAnalyses(document, job.requests) };
  } catch (error) {
    if (error instanceof AppError) {
      const field = error.field === undefined ? {} : { field: error.field };
      return { refusal: { code: error.code, message: error.message, ...field } };
    }
    return { failure: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}

parentPort?.on('message', async (job: AnalysisJob) => {
  parentPort?.postMessage(await analyze(job));
});
// Every module is loaded: the deadline of the first job starts now, not while this thread loads.
parentPort?.postMessage({ ready: true });
