import type { EndpointResponse } from '@portal/contracts';
import type { StepBudget } from '../../http/step-budget.ts';

type Schema = Record<string, unknown>;

const isObject = (value: unknown): value is Schema =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const compositions = ['allOf', 'oneOf', 'anyOf'];

/**
 * The schema and every schema its allOf, oneOf and anyOf reach, each once. References are already
 * replaced, so a schema may hold itself (`allOf: [self, self, self]`): without the visited set that
 * is three to the power of the depth, with it one step per distinct schema, taken from the budget.
 */
function branchesOf(schema: Schema, budget: StepBudget): Schema[] {
  const seen = new Set<Schema>();
  const pending = [schema];
  while (pending.length > 0) {
    const current = pending.pop()!;
    if (seen.has(current)) continue;
    budget.spend();
    seen.add(current);
    for (const key of compositions) {
      const list = Object.hasOwn(current, key) ? current[key] : undefined;
      if (Array.isArray(list)) pending.push(...list.filter(isObject));
    }
  }
  return [...seen];
}

function isArraySchema(schema: Schema, budget: StepBudget): boolean {
  return branchesOf(schema, budget).some(({ type, items }) =>
    Array.isArray(type)
      ? type.includes('array')
      : type === 'array' || (type === undefined && isObject(items)),
  );
}

/**
 * The schemas at a dotted path of properties; `*` stands for any property (HAL's `_embedded.*`).
 * One key at a time, each level a set, so a schema reached twice is walked once.
 */
function schemasAt(schema: Schema, keys: string[], budget: StepBudget): Schema[] {
  let level = new Set([schema]);
  for (const key of keys) {
    const next = new Set<Schema>();
    for (const holder of level) {
      for (const branch of branchesOf(holder, budget)) {
        const properties = isObject(branch.properties) ? branch.properties : {};
        const children =
          key === '*' ? Object.values(properties) : Object.hasOwn(properties, key) ? [properties[key]] : [];
        budget.spend(children.length);
        for (const child of children) if (isObject(child)) next.add(child);
      }
    }
    level = next;
  }
  return [...level];
}

/**
 * `list` when the success schema is an array or holds one where the server's adapter reads rows
 * (one of `rowsPaths`, dotted), else `record`. Every step comes out of the import's budget.
 */
export function responseKindOf(
  schema: unknown,
  rowsPaths: readonly string[],
  budget: StepBudget,
): EndpointResponse {
  if (!isObject(schema)) return 'record';
  if (isArraySchema(schema, budget)) return 'list';
  const holdsRows = rowsPaths.some((path) =>
    schemasAt(schema, path.split('.').filter(Boolean), budget).some((found) => isArraySchema(found, budget)),
  );
  return holdsRows ? 'list' : 'record';
}
