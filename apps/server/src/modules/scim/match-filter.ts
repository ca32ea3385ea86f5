import type { AttributePath, CompareOperator, Filter, FilterValue } from './scim-filter.ts';

type Resource = Record<string, unknown>;

/** Attributes compared as written (RFC 7643: caseExact); every other text ignores letter case. */
const caseExactAttributes = new Set(['id', 'externalid']);

/** The attribute of an object by name, in any letter case (RFC 7643 §2.1). */
function attributeOf(target: unknown, name: string): unknown {
  if (typeof target !== 'object' || target === null || Array.isArray(target)) return undefined;
  const key = Object.keys(target).find((candidate) => candidate.toLowerCase() === name);
  return key === undefined ? undefined : (target as Resource)[key];
}

/**
 * The values a path names in a resource, flattened over multi-valued attributes: `emails.value`
 * gives every address, and a complex value compared as a whole is its `value` sub-attribute.
 */
function valuesAt(resource: Resource, path: AttributePath, schemas: readonly string[]): unknown[] {
  let root: unknown = resource;
  if (path.uri) {
    const [core, ...extensions] = schemas.map((schema) => schema.toLowerCase());
    if (path.uri === core) root = resource;
    else if (extensions.includes(path.uri)) root = attributeOf(resource, path.uri);
    else return [];
  }
  const found = attributeOf(root, path.name);
  const list = Array.isArray(found) ? found : found === undefined ? [] : [found];
  return list.flatMap((entry) => {
    if (path.sub) {
      const sub = attributeOf(entry, path.sub);
      return sub === undefined ? [] : [sub];
    }
    const isComplex = typeof entry === 'object' && entry !== null;
    return isComplex ? [attributeOf(entry, 'value')].filter((value) => value !== undefined) : [entry];
  });
}

const isPresent = (value: unknown) =>
  value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0);

function compare(
  operator: CompareOperator,
  found: unknown,
  wanted: FilterValue,
  caseExact: boolean,
): boolean {
  if (wanted === null) return operator === 'eq' ? !isPresent(found) : operator === 'ne' && isPresent(found);
  if (typeof wanted === 'boolean') {
    if (operator === 'eq') return found === wanted;
    return operator === 'ne' && found !== wanted;
  }
  if (typeof wanted === 'number') {
    if (typeof found !== 'number') return operator === 'ne';
    return ordered(operator, found - wanted);
  }
  if (typeof found !== 'string') return operator === 'ne';
  const [a, b] = caseExact ? [found, wanted] : [found.toLowerCase(), wanted.toLowerCase()];
  switch (operator) {
    case 'co':
      return a.includes(b);
    case 'sw':
      return a.startsWith(b);
    case 'ew':
      return a.endsWith(b);
    default:
      return ordered(operator, a < b ? -1 : a > b ? 1 : 0);
  }
}

function ordered(operator: CompareOperator, difference: number): boolean {
  switch (operator) {
    case 'eq':
      return difference === 0;
    case 'ne':
      return difference !== 0;
    case 'gt':
      return difference > 0;
    case 'ge':
      return difference >= 0;
    case 'lt':
      return difference < 0;
    case 'le':
      return difference <= 0;
    default:
      return false;
  }
}

/**
 * Whether the resource matches the filter. `schemas` are the resource's core schema first, then its
 * extensions, so a path may name its attribute with the schema's URI.
 */
export function matchesFilter(filter: Filter, resource: Resource, schemas: readonly string[]): boolean {
  switch (filter.kind) {
    case 'and':
      return matchesFilter(filter.left, resource, schemas) && matchesFilter(filter.right, resource, schemas);
    case 'or':
      return matchesFilter(filter.left, resource, schemas) || matchesFilter(filter.right, resource, schemas);
    case 'not':
      return !matchesFilter(filter.filter, resource, schemas);
    case 'present':
      return valuesAt(resource, filter.path, schemas).some(isPresent);
    case 'compare': {
      const values = valuesAt(resource, filter.path, schemas);
      const caseExact = caseExactAttributes.has(filter.path.sub ?? filter.path.name);
      // "ne" holds when no value equals; the others when some value matches.
      if (filter.operator === 'ne')
        return !values.some((value) => compare('eq', value, filter.value, caseExact));
      if (values.length === 0) return filter.value === null && filter.operator === 'eq';
      return values.some((value) => compare(filter.operator, value, filter.value, caseExact));
    }
    case 'valuePath': {
      const found = attributeOf(resource, filter.path.name);
      const entries = Array.isArray(found) ? found : found === undefined ? [] : [found];
      return entries.some(
        (entry) =>
          typeof entry === 'object' && entry !== null && matchesFilter(filter.filter, entry as Resource, []),
      );
    }
  }
}
