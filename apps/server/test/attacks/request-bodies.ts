import { randomUUID } from 'node:crypto';

/** The parts of a JSON Schema (as the OpenAPI document writes them) that shape a request. */
export type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  default?: unknown;
  minItems?: number;
  additionalProperties?: Schema | boolean;
};

const typeOf = (schema: Schema) => (Array.isArray(schema.type) ? schema.type[0] : schema.type);

/** The branches of a union, or the schema itself. */
export const branchesOf = (schema: Schema): Schema[] => schema.anyOf ?? schema.oneOf ?? [schema];

/** A real value of the tenant for a text field, by the field's name: an id of what it names, a URL. */
export type KnownText = (field: string) => string | undefined;

/**
 * A plausible value for the schema: what a careless but honest client would send. A text field
 * takes a real value of the tenant where `known` has one for its name (an id field the id of what
 * it names), so that the rest of the body gets checked.
 */
export function exampleOf(schema: Schema, known: KnownText = () => undefined, name = ''): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return exampleOf(union[0], known, name);
  if (schema.allOf) {
    return Object.assign({}, ...schema.allOf.map((part) => exampleOf(part, known, name) as object));
  }
  switch (typeOf(schema)) {
    case 'string':
      if (schema.format === 'email') return 'someone@example.com';
      return known(name) ?? (schema.format === 'uuid' ? randomUUID() : 'Text');
    case 'number':
    case 'integer':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return schema.minItems && schema.items ? [exampleOf(schema.items, known, name)] : [];
    case 'object':
    case undefined:
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, property]) => [
          key,
          exampleOf(property, known, key),
        ]),
      );
    default:
      return null;
  }
}

const placeholder = '"__BAD_VALUE__"';

/** One step from a value into a field: a property name or an array index, and the field's schema. */
export type Step = { key: string | number; schema: Schema };

let requestCount = 0;

/** How deep fields are fuzzed: a detail view's panel field navigation is about this deep. */
const maxNesting = 10;

/**
 * The fields to fuzz under a value of the schema, as paths of steps: its properties (a free-form
 * map gets one made-up key) and the first item of its arrays, nested, in every branch of a union.
 * An inner step's schema is the branch chosen, so the value on the way can be built to fit.
 */
export function fieldCases(schema: Schema, path: Step[] = []): Step[][] {
  if (path.length >= maxNesting) return [];
  const cases: Step[][] = [];
  for (const branch of branchesOf(schema)) {
    const free = typeof branch.additionalProperties === 'object' ? branch.additionalProperties : undefined;
    const children: Array<[string | number, Schema]> = branch.properties
      ? Object.entries(branch.properties)
      : typeOf(branch) === 'array' && branch.items
        ? [[0, branch.items]]
        : free
          ? [['anyName', free]]
          : [];
    const here = path.length === 0 ? path : [...path.slice(0, -1), { ...path.at(-1)!, schema: branch }];
    for (const [key, child] of children) {
      const step = [...here, { key, schema: child }];
      cases.push(step, ...fieldCases(child, step));
    }
  }
  return cases;
}

/**
 * The base body with one field replaced: the values on the way are built from their schema (an
 * array gets one item), so only that field is wrong. A raw value is spliced in as JSON text.
 */
export function withValue(
  base: Record<string, unknown>,
  path: Step[],
  value: unknown,
  known: KnownText,
): string {
  const copy = structuredClone(base);
  // Names are often unique: each request names its own thing, so that only the bad field is wrong.
  if (typeof copy.name === 'string' && path[0].key !== 'name') copy.name = `${copy.name} ${++requestCount}`;
  let target = copy as Record<string | number, unknown>;
  for (const step of path.slice(0, -1)) {
    // A nullable object's default may be null; the field inside needs the object itself.
    let example = exampleOf(step.schema, known, String(step.key));
    if (example === null)
      example = exampleOf({ ...step.schema, default: undefined }, known, String(step.key));
    // A copy: an example may be the schema's own default object.
    const built = typeof example === 'object' && example !== null ? structuredClone(example) : {};
    target[step.key] = built;
    target = built as Record<string | number, unknown>;
  }
  const raw =
    typeof value === 'object' && value !== null && 'raw' in value
      ? (value as { raw: string }).raw
      : undefined;
  target[path.at(-1)!.key] = raw === undefined ? value : '__BAD_VALUE__';
  const text = JSON.stringify(copy);
  return raw === undefined ? text : text.replace(placeholder, raw);
}
