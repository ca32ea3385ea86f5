type JsonObject = { [key: string]: unknown };

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isNullBranch = (value: unknown) =>
  isObject(value) && value.type === 'null' && Object.keys(value).length === 1;

/** The one branch beside {type: 'null'} that can take 'null' into its type: typed, not a $ref or a const. */
function typedBranchBesideNull(node: JsonObject): JsonObject | undefined {
  const branches = node.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2) return undefined;
  const other = branches.find((branch) => !isNullBranch(branch));
  if (!branches.some(isNullBranch) || !isObject(other) || other.type === undefined) return undefined;
  return '$ref' in other || 'const' in other ? undefined : other;
}

/**
 * zod writes a nullable primitive as `type: [t, 'null']` but a nullable object or enum as
 * `anyOf: [it, {type: 'null'}]`; the document writes every one the first way, so that each
 * nullable field reads alike and a reader (or a tool) finds an object's properties on the field.
 */
export function nullAsType(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(nullAsType);
  if (!isObject(value)) return value;
  const node = Object.fromEntries(Object.entries(value).map(([key, child]) => [key, nullAsType(child)]));
  const other = typedBranchBesideNull(node);
  if (!other) return node;
  const { anyOf: _branches, ...siblings } = node;
  return {
    ...other,
    ...siblings,
    type: [...[other.type].flat(), 'null'],
    ...(Array.isArray(other.enum) ? { enum: [...other.enum, null] } : {}),
  };
}
