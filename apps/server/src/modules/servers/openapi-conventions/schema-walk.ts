import type { DescribedType, DescribedValue } from '@portal/contracts';
import { maxDescribedValues } from '@portal/contracts';
import type { StepBudget } from '../../../http/step-budget.ts';

/*
 * Reading schemas of a document whose references are already replaced: a schema may be circular, so
 * every walk is bounded by depth and pays a step of the shared budget for each schema it visits.
 */

export type Schema = Record<string, unknown>;

export const isSchema = (value: unknown): value is Schema =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const own = (node: Schema, key: string): unknown => (Object.hasOwn(node, key) ? node[key] : undefined);

/**
 * The schema and every schema its allOf, oneOf and anyOf reach, each once (a schema may hold itself:
 * `allOf: [self, self]`), one step of the budget each.
 */
export function branchesOf(schema: Schema, budget: StepBudget): Schema[] {
  const seen = new Set<Schema>();
  const pending = [schema];
  while (pending.length > 0) {
    const current = pending.shift()!;
    if (seen.has(current)) continue;
    budget.spend();
    seen.add(current);
    for (const key of ['allOf', 'oneOf', 'anyOf']) {
      const list = own(current, key);
      if (Array.isArray(list)) pending.push(...list.filter(isSchema));
    }
  }
  return [...seen];
}

/** The JSON types a schema allows but null (3.1's type lists, 3.0's nullable), over its branches. */
export function typesOf(schema: Schema, budget: StepBudget): Set<string> {
  const types = new Set<string>();
  for (const branch of branchesOf(schema, budget)) {
    const type = own(branch, 'type');
    for (const name of Array.isArray(type) ? type : [type]) {
      if (typeof name === 'string' && name !== 'null') types.add(name);
    }
    if (type === undefined && isSchema(own(branch, 'items'))) types.add('array');
    if (type === undefined && isSchema(own(branch, 'properties'))) types.add('object');
    if (type === undefined && Array.isArray(own(branch, 'enum'))) {
      for (const value of own(branch, 'enum') as unknown[]) {
        if (typeof value === 'string') types.add('string');
        else if (typeof value === 'number') types.add('number');
        else if (typeof value === 'boolean') types.add('boolean');
      }
    }
  }
  return types;
}

export const isArraySchema = (schema: Schema, budget: StepBudget) => typesOf(schema, budget).has('array');

/** The schema of an array's items, the first branch that has one. */
export function itemsOf(schema: Schema, budget: StepBudget): Schema | undefined {
  for (const branch of branchesOf(schema, budget)) {
    const items = own(branch, 'items');
    if (isSchema(items)) return items;
  }
  return undefined;
}

/** The properties of an object schema in the order it writes them, over its allOf parts. */
export function propertiesOf(schema: Schema, budget: StepBudget): Array<[string, Schema]> {
  const seen = new Map<string, Schema>();
  for (const branch of branchesOf(schema, budget)) {
    const properties = own(branch, 'properties');
    if (!isSchema(properties)) continue;
    for (const [name, child] of Object.entries(properties)) {
      budget.spend();
      if (isSchema(child) && !seen.has(name)) seen.set(name, child);
    }
  }
  return [...seen];
}

/** The property schema at a dotted path (`meta.total`); `*` takes the one array property of an object. */
export function schemaAt(schema: Schema, path: string, budget: StepBudget): Schema | undefined {
  let current: Schema | undefined = schema;
  for (const key of path.split('.').filter(Boolean)) {
    if (!current) return undefined;
    const properties: Array<[string, Schema]> = propertiesOf(current, budget);
    const found: [string, Schema] | undefined =
      key === '*'
        ? properties.find(([, child]) => isArraySchema(child, budget))
        : properties.find(([name]) => name === key);
    current = found?.[1];
  }
  return current;
}

/** The values of an enum (of the schema or its branches), when every one is a plain value. */
export function enumOf(schema: Schema, budget: StepBudget): DescribedValue[] | undefined {
  for (const branch of branchesOf(schema, budget)) {
    const values = own(branch, 'enum');
    if (!Array.isArray(values)) continue;
    const plain = values.filter(
      (value): value is DescribedValue =>
        (typeof value === 'string' && value.length <= 200) ||
        typeof value === 'number' ||
        typeof value === 'boolean',
    );
    if (plain.length > 0 && plain.length <= maxDescribedValues) return plain;
    return undefined;
  }
  // 3.1 documents may list constants as oneOf: [{const: 'a'}, {const: 'b'}].
  const constants = branchesOf(schema, budget)
    .map((branch) => own(branch, 'const'))
    .filter((value): value is DescribedValue => ['string', 'number', 'boolean'].includes(typeof value));
  return constants.length > 1 && constants.length <= maxDescribedValues ? constants : undefined;
}

/** A schema's kind of value, as pages read it. */
export function describedTypeOf(schema: Schema, budget: StepBudget): DescribedType {
  const types = typesOf(schema, budget);
  if (types.has('array')) return 'list';
  if (types.has('object')) return 'object';
  if (types.has('integer') && !types.has('string')) return 'integer';
  if (types.has('number') && !types.has('string')) return 'number';
  if (types.has('boolean') && types.size === 1) return 'boolean';
  const format = branchesOf(schema, budget)
    .map((branch) => own(branch, 'format'))
    .find((value) => typeof value === 'string');
  if (format === 'date') return 'date';
  if (format === 'date-time') return 'datetime';
  return 'text';
}
