import type { EndpointResponse } from '@portal/contracts';

type Schema = Record<string, unknown>;

const isObject = (value: unknown): value is Schema =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

// References are already replaced, so a schema may be circular: walking stops after this many steps.
const maxSteps = 16;

/** The schema and, nested, the parts of its allOf, oneOf and anyOf. */
function branchesOf(schema: Schema, steps = 0): Schema[] {
  if (steps >= maxSteps) return [schema];
  const parts = ['allOf', 'oneOf', 'anyOf'].flatMap((key) => {
    const list = schema[key];
    return Array.isArray(list) ? list.filter(isObject) : [];
  });
  return [schema, ...parts.flatMap((part) => branchesOf(part, steps + 1))];
}

function isArraySchema(schema: Schema): boolean {
  return branchesOf(schema).some(({ type, items }) =>
    Array.isArray(type)
      ? type.includes('array')
      : type === 'array' || (type === undefined && isObject(items)),
  );
}

/** The schemas at a dotted path of properties; `*` stands for any property (HAL's `_embedded.*`). */
function schemasAt(schema: Schema, keys: string[], steps = 0): Schema[] {
  if (keys.length === 0) return [schema];
  if (steps >= maxSteps) return [];
  const [key, ...rest] = keys;
  return branchesOf(schema).flatMap((branch) => {
    const properties = isObject(branch.properties) ? branch.properties : {};
    const next =
      key === '*' ? Object.values(properties) : Object.hasOwn(properties, key) ? [properties[key]] : [];
    return next.filter(isObject).flatMap((child) => schemasAt(child, rest, steps + 1));
  });
}

/**
 * `list` when the success schema is an array or holds one where the server's adapter reads rows
 * (one of `rowsPaths`, dotted), else `record`.
 */
export function responseKindOf(schema: unknown, rowsPaths: readonly string[]): EndpointResponse {
  if (!isObject(schema)) return 'record';
  if (isArraySchema(schema)) return 'list';
  const holdsRows = rowsPaths.some((path) =>
    schemasAt(schema, path.split('.').filter(Boolean)).some(isArraySchema),
  );
  return holdsRows ? 'list' : 'record';
}
