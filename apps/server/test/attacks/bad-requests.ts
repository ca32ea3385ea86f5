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
};

export type Operation = {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  body?: Schema;
};

export type BadRequest = {
  operation: Operation;
  /** What was wrong with it, for the failure report. */
  label: string;
  url: string;
  body?: string | Buffer;
  contentType?: string;
};

export type OpenApiDocument = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Array<{ in: string; name: string }>;
        requestBody?: { content?: Record<string, { schema?: Schema }> };
      }
    >
  >;
};

/** Every operation of the document, with its path and query parameters and its JSON body schema. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      pathParams: (operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name),
      queryParams: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      body: operation.requestBody?.content?.['application/json']?.schema,
    })),
  );
}

const typeOf = (schema: Schema) => (Array.isArray(schema.type) ? schema.type[0] : schema.type);

/** The branches of a union, or the schema itself. */
export const branchesOf = (schema: Schema): Schema[] => schema.anyOf ?? schema.oneOf ?? [schema];

/** A plausible value for the schema: what a careless but honest client would send. */
export function exampleOf(schema: Schema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return exampleOf(union[0]);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((part) => exampleOf(part) as object));
  switch (typeOf(schema)) {
    case 'string':
      return schema.format === 'email'
        ? 'someone@example.com'
        : schema.format === 'uuid'
          ? randomUUID()
          : 'Text';
    case 'number':
    case 'integer':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
    case undefined:
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [name, exampleOf(property)]),
      );
    default:
      return null;
  }
}

const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const placeholder = '"__BAD_VALUE__"';

/** Values nobody should be able to hurt the portal with, in place of one field. */
const badValues: Array<[string, unknown | { raw: string }]> = [
  ['a NUL byte', 'before\u0000after'],
  ['a NUL byte alone', '\u0000'],
  ['a huge string', 'x'.repeat(100_000)],
  ['a lone surrogate', 'a\ud800b'],
  ['markup', '<script>alert(1)</script>'],
  ['SQL', "' OR 1=1 --"],
  ['a path', '../../../etc/passwd'],
  ['a number', 12345],
  ['a huge number', 1e308],
  ['a negative number', -1],
  ['true', true],
  ['null', null],
  ['an empty array', []],
  ['an array of text', ['a', 'b']],
  ['an object', { nested: { deeper: 1 } }],
  ['an empty string', ''],
  ['a long array', Array.from({ length: 10_000 }, (_, index) => index)],
  ['deeply nested objects', { raw: deepObject(20_000) }],
  ['deeply nested arrays', { raw: deepArray(100_000) }],
];

/** Bodies that are not what any operation reads, whatever it reads. */
const badBodies: Array<[string, string | Buffer, string?]> = [
  ['broken JSON', '{'],
  ['half a member', '{"name":'],
  ['an unterminated string', '{"name":"abc'],
  ['null', 'null'],
  ['an array', '[]'],
  ['a string', '"text"'],
  ['a number', '12'],
  ['an empty body', ''],
  ['a prototype key', '{"__proto__":{"polluted":true}}'],
  ['a constructor key', '{"constructor":{"prototype":{"polluted":true}}}'],
  ['deeply nested arrays', deepArray(100_000)],
  ['deeply nested objects', deepObject(50_000)],
  ['an oversized body', `{"name":"${'x'.repeat(2 * 1024 * 1024)}"}`],
  ['invalid UTF-8', Buffer.from([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])],
  ['a byte order mark', '\ufeff{"name":"x"}'],
  ['JSON sent as text', '{"name":"x"}', 'text/plain'],
  ['a form', 'name=x', 'application/x-www-form-urlencoded'],
];

/** Path parameter values that are not ids, or not ids of anything. */
const badIds: Array<[string, string]> = [
  ['a word', 'not-a-uuid'],
  ['a NUL byte', '%00'],
  ['a UUID with a NUL byte', `${randomUUID()}%00`],
  ['a long id', 'x'.repeat(3_000)],
  ['a climbing path', '..%2F..%2Fadmin'],
  ['an emoji', '%F0%9F%92%A9'],
  ['a huge number', '1e309'],
  ['a broken escape', '%E0%A4%A'],
  ['an unknown UUID', randomUUID()],
];

function urlOf(operation: Operation, ids: (segment: string) => string, override?: [string, string]) {
  const segments = operation.path.split('/');
  return segments
    .map((segment, index) => {
      const name = /^\{(.+)\}$/.exec(segment)?.[1];
      if (!name) return segment;
      if (override && override[0] === name) return override[1];
      return ids(segments[index - 1]);
    })
    .join('/');
}

function withValue(base: Record<string, unknown>, path: string[], value: unknown): string {
  const copy = structuredClone(base);
  let target = copy;
  for (const key of path.slice(0, -1)) {
    if (typeof target[key] !== 'object' || target[key] === null || Array.isArray(target[key]))
      target[key] = {};
    target = target[key] as Record<string, unknown>;
  }
  const raw =
    typeof value === 'object' && value !== null && 'raw' in value
      ? (value as { raw: string }).raw
      : undefined;
  target[path.at(-1)!] = raw === undefined ? value : '__BAD_VALUE__';
  const text = JSON.stringify(copy);
  return raw === undefined ? text : text.replace(placeholder, raw);
}

/** Field paths to fuzz: every property, and the properties of object-valued properties. */
function fieldPaths(schema: Schema, prefix: string[] = [], depth = 0): string[][] {
  const paths: string[][] = [];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    paths.push([...prefix, name]);
    const branch = branchesOf(property).find((part) => part.properties);
    if (branch && depth < 1) paths.push(...fieldPaths(branch, [...prefix, name], depth + 1));
  }
  return paths;
}

/**
 * The bad requests for one operation: every path parameter replaced by a bad id, every body field
 * (one level deep too, in every branch of a union) replaced by each bad value, and the whole body
 * replaced by each bad body. `ids` gives a real id of the tenant for the segment before a parameter.
 */
export function badRequestsFor(operation: Operation, ids: (segment: string) => string): BadRequest[] {
  const requests: BadRequest[] = [];
  const validUrl = urlOf(operation, ids);
  const exampleBody = operation.body ? JSON.stringify(exampleOf(operation.body)) : undefined;
  for (const name of operation.pathParams) {
    for (const [label, value] of badIds) {
      requests.push({
        operation,
        label: `${name} is ${label}`,
        url: urlOf(operation, ids, [name, value]),
        body: exampleBody,
      });
    }
  }
  for (const name of operation.queryParams) {
    for (const [label, value] of [
      ['a NUL byte', '%00'],
      ['a huge string', 'x'.repeat(5_000)],
    ]) {
      requests.push({ operation, label: `query ${name} is ${label}`, url: `${validUrl}?${name}=${value}` });
    }
  }
  if (operation.body) {
    for (const branch of branchesOf(operation.body)) {
      const base = exampleOf(branch) as Record<string, unknown>;
      for (const path of fieldPaths(branch)) {
        for (const [label, value] of badValues) {
          requests.push({
            operation,
            label: `${path.join('.')} is ${label}`,
            url: validUrl,
            body: withValue(base, path, value),
          });
        }
      }
    }
  }
  if (operation.method !== 'GET') {
    for (const [label, body, contentType] of operation.body ? badBodies : badBodies.slice(0, 2)) {
      requests.push({ operation, label: `the body is ${label}`, url: validUrl, body, contentType });
    }
  }
  return requests;
}
