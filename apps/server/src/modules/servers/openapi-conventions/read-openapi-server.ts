import type { StepBudget } from '../../../http/step-budget.ts';
import { type ImportPlan, type PlanInput, planOpenApiEndpoints } from '../plan-openapi-endpoints.ts';
import type { OpenApiDocument } from '../read-openapi-document.ts';
import { inferOpenApiConventions, type OpenApiConventions } from './infer-openapi-conventions.ts';

export type OpenApiServerReading = { conventions: OpenApiConventions; plan: ImportPlan };

/**
 * What an import reads of the document of a server with the `openapi` preset (DESIGN.md §7d): its
 * conventions, then its endpoints planned with the rows path those tell (a list is told from a
 * record by where its rows are). Runs on the import's thread, on its budget.
 */
export function readOpenApiServer(
  document: OpenApiDocument,
  budget: StepBudget,
  input: Pick<PlanInput, 'serverUrl'>,
): OpenApiServerReading {
  const conventions = inferOpenApiConventions(document, budget);
  const plan = planOpenApiEndpoints(document, budget, { ...input, rowsPaths: [conventions.rowsPath] });
  return { conventions, plan };
}
