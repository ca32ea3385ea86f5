import { randomUUID } from 'node:crypto';
import {
  branchesOf,
  exampleOf,
  fieldCases,
  type KnownText,
  type Schema,
  withValue,
} from './request-bodies.ts';

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

const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

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
  // Past the router's parameter length no route matches: the path must still answer a JSON 404.
  ['an over-long id', 'x'.repeat(5_000)],
  ['a very long id', 'x'.repeat(9_000)],
  ['an id near the header limit', 'x'.repeat(16_000)],
  ['a climbing path', '..%2F..%2Fadmin'],
  ['an emoji', '%F0%9F%92%A9'],
  ['a huge number', '1e309'],
  ['a broken escape', '%E0%A4%A'],
  ['an unknown UUID', randomUUID()],
];

/** What may follow a real path: unknown below it, long, climbing, odd separators. */
const oddPathSuffixes: Array<[string, string]> = [
  ['an unknown segment', '/nowhere'],
  ['a long segment', `/${'y'.repeat(5_000)}`],
  ['a very long segment', `/${'y'.repeat(12_000)}`],
  ['a doubled slash', '//'],
  ['an encoded climb', '/%2e%2e/%2e%2e/etc/passwd'],
  ['a semicolon', ';x=1'],
  ['an encoded slash', '%2Fx'],
  ['a NUL byte', '/%00'],
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

const isUuidField = (schema: Schema) => branchesOf(schema).some((branch) => branch.format === 'uuid');

/** Ids that are not ids, or not of anything the field may name, for a field that holds one. */
function badIdValues(realIds: string[]): Array<[string, unknown]> {
  return [
    ['a word', 'not-a-uuid'],
    ['a UUID with a NUL byte', `${randomUUID()}\u0000`],
    ['a UUID and more', `${randomUUID()}x`],
    ['an unknown UUID', randomUUID()],
    ['an unknown UUID in capitals', randomUUID().toUpperCase()],
    ['the nil UUID', '00000000-0000-0000-0000-000000000000'],
    ['the max UUID', 'ffffffff-ffff-ffff-ffff-ffffffffffff'],
    ...realIds.map((id, index): [string, unknown] => [`a real id of the tenant (#${index + 1})`, id]),
  ];
}

/** Deeper fields get the values that reach code the outer ones do not: types, text, ids, nesting. */
const nestedBadValues = badValues.filter(([label]) =>
  [
    'a NUL byte',
    'a huge string',
    'a lone surrogate',
    'SQL',
    'a number',
    'a huge number',
    'true',
    'null',
    'an empty array',
    'an object',
    'an empty string',
    'deeply nested arrays',
  ].includes(label),
);

/** The tenant whose real ids the requests carry, so that only the one bad field is wrong. */
export type TenantIds = {
  /** A real id for the path segment before a parameter ('servers', 'users', …). */
  forSegment(segment: string): string;
  known: KnownText;
  /** Every real id of the tenant, of every kind. */
  all: string[];
};

/**
 * The bad requests for one operation: every path parameter replaced by a bad id, every body field
 * (nested objects and array items too, in every branch of a union) replaced by each bad value, an id
 * field also by ids that are not ids or not of anything it may name, and the whole body replaced by
 * each bad body.
 */
export function badRequestsFor(operation: Operation, tenant: TenantIds): BadRequest[] {
  const ids = tenant.forSegment;
  const requests: BadRequest[] = [];
  const validUrl = urlOf(operation, ids);
  const exampleBody = operation.body ? JSON.stringify(exampleOf(operation.body, tenant.known)) : undefined;
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
      const base = exampleOf(branch, tenant.known) as Record<string, unknown>;
      for (const path of fieldCases(branch)) {
        const field = path.at(-1)!.schema;
        const values = [
          ...(path.length === 1 ? badValues : nestedBadValues),
          ...(isUuidField(field) ? badIdValues(tenant.all) : []),
        ];
        for (const [label, value] of values) {
          requests.push({
            operation,
            label: `${path.map((step) => step.key).join('.')} is ${label}`,
            url: validUrl,
            body: withValue(base, path, value, tenant.known),
          });
        }
      }
    }
  }
  for (const [label, suffix] of oddPathSuffixes) {
    requests.push({
      operation,
      label: `the path ends with ${label}`,
      url: `${validUrl}${suffix}`,
      body: exampleBody,
    });
  }
  if (operation.method !== 'GET') {
    for (const [label, body, contentType] of operation.body ? badBodies : badBodies.slice(0, 2)) {
      requests.push({ operation, label: `the body is ${label}`, url: validUrl, body, contentType });
    }
  }
  return requests;
}
