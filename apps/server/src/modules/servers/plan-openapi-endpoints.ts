import {
  type EndpointResponse,
  endpointCreateBody,
  limits,
  maxImportOperations,
  type SkippedOperation,
  endpointImportMessages as text,
} from '@portal/contracts';
import { badRequest } from '../../errors.ts';
import type { StepBudget } from '../../http/step-budget.ts';
import { responseKindOf } from './openapi-response-kind.ts';
import { answerSchemaOf, successResponseOf } from './openapi-success-answer.ts';
import type { OpenApiDocument } from './read-openapi-document.ts';

/** What one GET operation becomes. */
export type PlannedEndpoint = {
  /** "GET /users/{id}", as the document writes it. */
  operation: string;
  name: string;
  url: string;
  response: EndpointResponse;
  /** The declared query parameters, in order. */
  params: string[];
};

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const own = (node: Node, key: string): unknown => (Object.hasOwn(node, key) ? node[key] : undefined);

const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** The first reference to another document under `value`: the parser left it as `{$ref}`. */
function externalRefIn(value: unknown, budget: StepBudget): string | undefined {
  const seen = new Set<object>();
  const pending = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (current === null || typeof current !== 'object' || seen.has(current)) continue;
    budget.spend();
    seen.add(current);
    const ref = (current as Node).$ref;
    if (typeof ref === 'string') return ref;
    pending.push(...Object.values(current));
  }
  return undefined;
}

/** The path the document's API lives under: OpenAPI 3's first server URL, Swagger 2's basePath. */
function basePathOf(document: Node, ...holders: Node[]): string {
  if (typeof document.swagger === 'string') {
    return typeof document.basePath === 'string' ? document.basePath.replace(/\/+$/, '') : '';
  }
  const servers = [...holders, document].map((holder) => own(holder, 'servers')).find(Array.isArray);
  const server = servers?.[0];
  if (!isNode(server) || typeof server.url !== 'string') return '';
  const variables = isNode(server.variables) ? server.variables : {};
  const url = server.url.replace(/\{([^{}]*)\}/g, (_whole, name: string) => {
    const variable = own(variables, name);
    return isNode(variable) && typeof variable.default === 'string' ? variable.default : '';
  });
  if (!URL.canParse(url, 'http://base.invalid/')) return '';
  return new URL(url, 'http://base.invalid/').pathname.replace(/\/+$/, '');
}

/**
 * The endpoint URL: the operation's full path without the portal server's own path, `{p}` written
 * `$(p)`. A document whose paths do not start with the server's path is taken as relative to it.
 */
function endpointUrlOf(fullPath: string, path: string, serverUrl: string): string {
  const serverPath = URL.canParse(serverUrl) ? new URL(serverUrl).pathname : '/';
  const prefix = serverPath.endsWith('/') ? serverPath : `${serverPath}/`;
  let relative: string;
  if (fullPath.startsWith(prefix)) relative = fullPath.slice(prefix.length);
  else if (`${fullPath}/` === prefix) relative = '';
  else relative = path.replace(/^\/+/, '');
  return relative.replace(/\{([^{}]+)\}/g, '$($1)');
}

/** 'tickets' → 'ticket', 'categories' → 'category'. */
const singular = (word: string) =>
  /ies$/i.test(word) ? `${word.slice(0, -3)}y` : /[^s]s$/i.test(word) ? word.slice(0, -1) : word;
const words = (text: string) =>
  text
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_\-.\s]+/g, ' ')
    .trim()
    .toLowerCase();

/**
 * A name people read, from the path: `/tickets` → 'Tickets', `/tickets/{id}` → 'Ticket',
 * `/customers/{id}/tickets` → 'Customer tickets' (version and `api` segments left out).
 */
function nameOfPath(path: string): string | undefined {
  const segments = path
    .split('/')
    .filter((segment) => segment !== '' && !/^(?:api|v\d+(?:\.\d+)*)$/i.test(segment));
  const last = segments.at(-1);
  if (!last) return undefined;
  const literal = segments.filter((segment) => !segment.startsWith('{'));
  if (literal.length === 0) return undefined;
  const [noun, ...owners] = [...literal].reverse();
  const named = [...owners.reverse().map(singular), last.startsWith('{') ? singular(noun) : noun]
    .map(words)
    .join(' ');
  return named.charAt(0).toUpperCase() + named.slice(1);
}

/** The operation's summary, else a name from its path; an operationId is a machine's name. */
function nameOf(operation: Node, path: string, label: string): string {
  const summary =
    typeof operation.summary === 'string' && operation.summary.trim() !== '' ? operation.summary : undefined;
  return (summary ?? nameOfPath(path) ?? label).replace(/\s+/g, ' ').trim().slice(0, limits.shortText).trim();
}

/** The success answer's schema: 200 (else 2XX, another 2xx, default), JSON content first. */
const successSchemaOf = (operation: Node): unknown => answerSchemaOf(successResponseOf(operation));

/** Path-level parameters, overridden by the operation's own of the same name and place. */
function queryParamsOf(pathItem: Node, operation: Node, budget: StepBudget): string[] {
  const declared = [pathItem.parameters, operation.parameters].flatMap((list) =>
    Array.isArray(list) ? list.filter(isNode) : [],
  );
  budget.spend(declared.length);
  const names = new Set<string>();
  for (const parameter of declared) {
    if (parameter.in === 'query' && typeof parameter.name === 'string') names.add(parameter.name);
  }
  return [...names];
}

export type ImportPlan = { endpoints: PlannedEndpoint[]; skipped: SkippedOperation[] };

export type PlanInput = { serverUrl: string; rowsPaths: readonly string[] };

/**
 * What an OpenAPI document (validated, references replaced) becomes on a server (DESIGN.md §6b):
 * each GET operation an endpoint, every other operation skipped with the reason. At most
 * `maxImportOperations` operations are read; every walk over a schema spends the import's budget.
 */
export function planOpenApiEndpoints(
  document: OpenApiDocument,
  budget: StepBudget,
  { serverUrl, rowsPaths }: PlanInput,
): ImportPlan {
  const plan: ImportPlan = { endpoints: [], skipped: [] };
  const paths = isNode(document.paths) ? document.paths : {};
  let operations = 0;
  for (const [path, pathItem] of Object.entries(paths)) {
    budget.spend();
    if (!isNode(pathItem)) continue;
    const external = typeof pathItem.$ref === 'string' ? pathItem.$ref : undefined;
    if (external) {
      plan.skipped.push({ operation: path, reason: `${text.importSkipExternalRef} ${external}` });
      continue;
    }
    for (const method of methods.filter((name) => isNode(own(pathItem, name)))) {
      operations += 1;
      if (operations > maxImportOperations) throw badRequest(text.importTooManyOperations);
      const operation = pathItem[method] as Node;
      const label = `${method.toUpperCase()} ${path}`;
      if (method !== 'get') {
        plan.skipped.push({ operation: label, reason: text.importSkipMethod });
        continue;
      }
      const ref = externalRefIn(
        [pathItem.parameters, operation.parameters, successSchemaOf(operation)],
        budget,
      );
      if (ref) {
        plan.skipped.push({ operation: label, reason: `${text.importSkipExternalRef} ${ref}` });
        continue;
      }
      const fullPath = basePathOf(document, operation, pathItem) + path;
      const planned = {
        name: nameOf(operation, path, label),
        url: endpointUrlOf(fullPath, path, serverUrl),
        response: responseKindOf(successSchemaOf(operation), rowsPaths, budget),
        params: queryParamsOf(pathItem, operation, budget),
      };
      const saved = endpointCreateBody.safeParse({
        name: planned.name,
        settings: { ...planned, method: 'GET', params: planned.params.map((name) => ({ name })) },
      });
      if (!saved.success) {
        plan.skipped.push({
          operation: label,
          reason: `${text.importSkipInvalid} ${saved.error.issues[0].message}`,
        });
        continue;
      }
      plan.endpoints.push({ operation: label, ...planned, url: saved.data.settings.url });
    }
  }
  return plan;
}
