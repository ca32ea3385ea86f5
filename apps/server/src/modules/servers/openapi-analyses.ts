import { importBudget, endpointImportMessages as text } from '@portal/contracts';
import { badRequest } from '../../errors.ts';
import { createStepBudget, type StepBudget } from '../../http/step-budget.ts';
import { readOpenApiServer } from './openapi-conventions/read-openapi-server.ts';
import { suggestServerAuth } from './openapi-conventions/suggest-server-auth.ts';
import { planOpenApiEndpoints } from './plan-openapi-endpoints.ts';
import type { OpenApiDocument } from './read-openapi-document.ts';

/**
 * One way of reading a parsed document, run on the import's thread (analyze-openapi-document.ts).
 * It receives the document (validated, every reference inside it replaced by what it points to, so
 * it may be circular: walk it with a visited set), the step budget that every analysis of the same
 * document shares (spend a step per value looked at), and its own input; it returns plain data,
 * which crosses back to the event loop by structured clone. It must not touch the database, the
 * network or the clock: it may be stopped at any instruction when the deadline passes.
 */
export type OpenApiAnalysis<Input, Output> = (
  document: OpenApiDocument,
  budget: StepBudget,
  input: Input,
) => Output;

/**
 * Every analysis the import's thread can run, by name. To read more of a document off the event
 * loop (the conventions of a `rest` server, pages proposed from its schemas: DESIGN.md §7d), add a
 * function here; a caller asks for it by name with its input, and gets its output under the same
 * name, typed from this table.
 */
export const openApiAnalyses = {
  /** What each operation becomes on a server (DESIGN.md §6b). */
  endpoints: planOpenApiEndpoints,
  /** For a server with the openapi preset: its conventions, and its endpoints planned with them (§7d). */
  openapiServer: readOpenApiServer,
  /** The server's sign-in as the document's security schemes describe it (§7d). */
  auth: suggestServerAuth,
} satisfies Record<string, OpenApiAnalysis<never, unknown>>;

export type OpenApiAnalyses = typeof openApiAnalyses;
export type AnalysisName = keyof OpenApiAnalyses;
/** The analyses asked for, each with its input. */
export type AnalysisRequests = { [Name in AnalysisName]?: Parameters<OpenApiAnalyses[Name]>[2] };
/** Their outputs, under the same names. */
export type AnalysisResults<Requests extends AnalysisRequests> = {
  [Name in keyof Requests & AnalysisName]: ReturnType<OpenApiAnalyses[Name]>;
};

/** The budget one document's analyses share. */
export const importStepBudget = () =>
  createStepBudget(importBudget.steps, () => badRequest(text.importTooIntricate));

/** Runs the analyses asked for, in the order given, on one budget. */
export function runOpenApiAnalyses(document: OpenApiDocument, requests: AnalysisRequests) {
  const budget = importStepBudget();
  const results: Record<string, unknown> = {};
  for (const [name, input] of Object.entries(requests)) {
    if (!Object.hasOwn(openApiAnalyses, name) || input === undefined) continue;
    const analysis = openApiAnalyses[name as AnalysisName] as OpenApiAnalysis<unknown, unknown>;
    results[name] = analysis(document, budget, input);
  }
  return results;
}
