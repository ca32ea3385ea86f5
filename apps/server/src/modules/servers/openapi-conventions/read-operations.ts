import type { StepBudget } from '../../../http/step-budget.ts';
import { answerSchemaOf, successResponseOf } from '../openapi-success-answer.ts';
import { isSchema, type Schema } from './schema-walk.ts';

/** A declared query parameter: its name, what it holds, and how several values are written. */
export type QueryParameter = {
  name: string;
  schema: Schema;
  description: string;
  /** A list written by repeating the key (OpenAPI 3's form style exploded, Swagger 2's `multi`). */
  repeats: boolean;
};

/** A GET operation as the conventions read it. */
export type ReadOperation = {
  /** "GET /tickets/{id}", as the document writes it (the import's plan uses the same label). */
  label: string;
  path: string;
  /** The names between braces in the path. */
  pathParameters: string[];
  query: QueryParameter[];
  /** The success answer's schema, JSON first. */
  answer: Schema | undefined;
  /** Header names the success answer declares, in lower case (x-total-count, link). */
  answerHeaders: string[];
};

const own = (node: Schema, key: string): unknown => (Object.hasOwn(node, key) ? node[key] : undefined);

/** A Swagger 2 parameter holds its schema's keys itself. */
function parameterOf(declared: Schema): QueryParameter | undefined {
  const name = own(declared, 'name');
  if (own(declared, 'in') !== 'query' || typeof name !== 'string' || name === '') return undefined;
  const schema = isSchema(own(declared, 'schema')) ? (own(declared, 'schema') as Schema) : declared;
  const description = [own(declared, 'description'), own(schema, 'description')]
    .filter((text): text is string => typeof text === 'string')
    .join(' ')
    .slice(0, 1000);
  const collection = own(declared, 'collectionFormat');
  const style = own(declared, 'style');
  const explode = own(declared, 'explode');
  const repeats =
    collection !== undefined
      ? collection === 'multi'
      : (style === undefined || style === 'form') && explode !== false;
  return { name, schema, description, repeats };
}

/** Path-level parameters, overridden by the operation's own of the same name. */
function queryOf(pathItem: Schema, operation: Schema, budget: StepBudget): QueryParameter[] {
  const byName = new Map<string, QueryParameter>();
  for (const list of [own(pathItem, 'parameters'), own(operation, 'parameters')]) {
    if (!Array.isArray(list)) continue;
    for (const declared of list) {
      budget.spend();
      const parameter = isSchema(declared) ? parameterOf(declared) : undefined;
      if (parameter) byName.set(parameter.name, parameter);
    }
  }
  return [...byName.values()];
}

/** Every GET operation of a document, in its order. */
export function readOperations(document: Schema, budget: StepBudget): ReadOperation[] {
  const paths = own(document, 'paths');
  if (!isSchema(paths)) return [];
  const operations: ReadOperation[] = [];
  for (const [path, pathItem] of Object.entries(paths)) {
    budget.spend();
    if (!isSchema(pathItem)) continue;
    const operation = own(pathItem, 'get');
    if (!isSchema(operation)) continue;
    const success = successResponseOf(operation);
    const headers = success ? own(success, 'headers') : undefined;
    operations.push({
      label: `GET ${path}`,
      path,
      pathParameters: [...path.matchAll(/\{([^{}]+)\}/g)].map((match) => match[1]),
      query: queryOf(pathItem, operation, budget),
      answer: isSchema(answerSchemaOf(success)) ? (answerSchemaOf(success) as Schema) : undefined,
      answerHeaders: isSchema(headers) ? Object.keys(headers).map((name) => name.toLowerCase()) : [],
    });
  }
  return operations;
}
