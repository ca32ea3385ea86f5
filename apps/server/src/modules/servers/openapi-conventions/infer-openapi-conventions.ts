import type {
  ConventionsUnknown,
  DescribedParam,
  EndpointDescription,
  RestSettings,
  RestTemplateName,
} from '@portal/contracts';
import type { StepBudget } from '../../../http/step-budget.ts';
import { pagingOf } from './infer-paging.ts';
import { describeFields, type QueryFindings, readQueryParameters } from './infer-query-parameters.ts';
import { recordPathOf, rowsPlaceOf, totalOf } from './infer-rows-and-total.ts';
import { type ReadOperation, readOperations } from './read-operations.ts';
import {
  describedTypeOf,
  enumOf,
  itemsOf,
  propertiesOf,
  type Schema,
  schemaAt,
  typesOf,
} from './schema-walk.ts';

/** The parts of settings.rest a document tells, beside the preset `openapi`. */
export type ConventionParts = Omit<RestSettings, 'preset'>;

export type OpenApiConventions = {
  set: ConventionParts;
  unknown: ConventionsUnknown;
  /** Each GET operation's rows (or record) and parameters, by its label ("GET /tickets"). */
  endpoints: Map<string, EndpointDescription>;
  /** The rows path of the lists, for telling a list endpoint from a record one. */
  rowsPath: string;
};

type ListOperation = {
  operation: ReadOperation;
  rows: string;
  row: Schema | undefined;
  findings: QueryFindings;
};

/** The value most of the items give (the first of equals), with how many gave it. */
function mostCommon<T>(items: readonly T[], key: (item: T) => string = (item) => JSON.stringify(item)) {
  const counts = new Map<string, { item: T; count: number }>();
  for (const item of items) {
    const entry = counts.get(key(item));
    if (entry) entry.count += 1;
    else counts.set(key(item), { item, count: 1 });
  }
  return [...counts.values()].sort((a, b) => b.count - a.count)[0];
}

const lastSegmentIsParameter = (path: string) => /\{[^{}]+\}\/?$/.test(path);

/** Lists end in a plain segment and answer rows of objects; records end in a path parameter. */
function isList(operation: ReadOperation, budget: StepBudget) {
  if (!operation.answer) return undefined;
  const place = rowsPlaceOf(operation.answer, budget);
  if (!place) return undefined;
  if (lastSegmentIsParameter(operation.path) && place.path !== '') return undefined;
  if (!place.row || !typesOf(place.row, budget).has('object')) return undefined;
  return place;
}

function describeParams(operation: ReadOperation, budget: StepBudget): DescribedParam[] {
  return operation.query.slice(0, 100).map((parameter) => {
    const list = typesOf(parameter.schema, budget).has('array');
    const items = list ? itemsOf(parameter.schema, budget) : undefined;
    const values = enumOf(items ?? parameter.schema, budget);
    return {
      name: parameter.name.slice(0, 200),
      type: describedTypeOf(items ?? parameter.schema, budget),
      ...(values ? { values } : {}),
      ...(list && parameter.repeats ? { multiple: true } : {}),
    };
  });
}

const fieldsOf = (schema: Schema | undefined, budget: StepBudget) =>
  schema
    ? describeFields(propertiesOf(schema, budget), budget, (child) => describedTypeOf(child, budget))
    : [];

const templateUnknown: Record<RestTemplateName, string> = {
  equals: 'No list declares a query parameter named after a field of its rows: there are no exact filters.',
  numberFrom: '',
  numberTo: '',
  contains: 'No list declares a text parameter on one field (such as name_contains): no "contains" filters.',
  freeText: 'No list declares a search parameter (search, q): no search of all fields.',
  sortAsc: 'No list declares a sort parameter (sort, order_by, ordering): columns do not sort.',
  sortDesc: '',
};

/**
 * The conventions of an API from its own OpenAPI document (DESIGN.md §7d), over a document already
 * validated with its references replaced: where the rows and the total sit, how lists page, which
 * parameters filter exactly, bound a range, search, and sort (and how descending is spelled). What
 * the document does not tell is listed in `unknown` and left unsupported, never guessed.
 */
export function inferOpenApiConventions(document: Schema, budget: StepBudget): OpenApiConventions {
  const operations = readOperations(document, budget);
  const unknown: ConventionsUnknown = [];
  const lists: ListOperation[] = [];
  const records: ReadOperation[] = [];
  for (const operation of operations) {
    const place = isList(operation, budget);
    if (place) {
      const fields = fieldsOf(place.row, budget);
      lists.push({
        operation,
        rows: place.path,
        row: place.row,
        findings: readQueryParameters(operation.query, fields, budget),
      });
    } else if (operation.answer) {
      records.push(operation);
    }
  }
  const set: ConventionParts = {};
  const query: Partial<Record<RestTemplateName, string | null>> = {};

  const rows = mostCommon(lists.map((list) => list.rows));
  const rowsPath = rows?.item ?? '';
  if (rows) set.rows = rowsPath;
  else unknown.push({ part: 'rows', reason: 'No GET operation answers a list of records.' });
  const sameRows = lists.filter((list) => list.rows === rowsPath);
  const others = lists.filter((list) => list.rows !== rowsPath);
  if (others.length > 0) {
    unknown.push({
      part: 'rows',
      reason: `Not every list holds its rows at '${rowsPath}': ${others.map((list) => list.operation.label).join(', ')} answer elsewhere.`,
    });
  }

  const total = mostCommon(
    sameRows.flatMap(
      (list) => totalOf(list.operation.answer, list.rows, list.operation.answerHeaders, budget) ?? [],
    ),
  );
  if (total) set.total = total.item;
  else if (lists.length > 0)
    unknown.push({
      part: 'total',
      reason: 'No list answer declares a count of its rows: totals are not shown.',
    });

  const pagings = sameRows.flatMap(
    (list) =>
      pagingOf(list.operation.query, list.operation.answer, list.operation.answerHeaders, budget) ?? [],
  );
  const paging = mostCommon(pagings, (finding) => JSON.stringify(finding.paging));
  if (paging) {
    set.paging = paging.item.paging;
    if (paging.item.firstPageAssumed) {
      unknown.push({
        part: 'paging',
        reason: 'The document does not say whether pages count from 0 or 1: 1 is used.',
      });
    }
  } else if (lists.length > 0) {
    unknown.push({
      part: 'paging',
      reason:
        'The lists declare no paging parameters the portal recognizes (page and size, offset and limit, a cursor).',
    });
  }

  const record = mostCommon(
    records
      .filter((operation) => lastSegmentIsParameter(operation.path))
      .map((operation) => recordPathOf(operation.answer, budget)),
  );
  if (record) set.record = record.item;

  const findings = lists.map((list) => list.findings);
  if (findings.some((found) => found.exact.length > 0)) query.equals = '{field}={value}';
  const ranges: NonNullable<ConventionParts['ranges']> = {};
  for (const found of findings) {
    for (const range of found.ranges) {
      if (!Object.hasOwn(ranges, range.field)) ranges[range.field] = { from: range.from, to: range.to };
    }
  }
  if (Object.keys(ranges).length > 0) set.ranges = ranges;
  else
    unknown.push({
      part: 'ranges',
      reason:
        'No list declares a pair of parameters bounding a number or a date (min_x and max_x, x_gte and x_lte): no ranges.',
    });
  const unpaired = [...new Set(findings.flatMap((found) => found.unpairedRanges))];
  if (unpaired.length > 0)
    unknown.push({
      part: 'ranges',
      reason: `Parameters without a partner or a field to bound: ${unpaired.join(', ')}.`,
    });

  const text = mostCommon(findings.flatMap((found) => found.text ?? []));
  if (text) query.freeText = `${text.item}={value}`;
  const contains = mostCommon(findings.flatMap((found) => found.contains.map((entry) => entry.template)));
  if (contains) query.contains = contains.item;
  const sort = mostCommon(
    findings.flatMap((found) => found.sort ?? []),
    (found) => `${found.asc} ${found.desc}`,
  );
  if (sort) {
    query.sortAsc = sort.item.asc;
    query.sortDesc = sort.item.desc;
    if (sort.item.desc === null) {
      unknown.push({
        part: 'sortDesc',
        reason: `The document does not say how ${sort.item.parameter} sorts descending: columns do not sort.`,
      });
    }
  }
  for (const name of ['equals', 'contains', 'freeText', 'sortAsc'] as const) {
    if (query[name] === undefined) unknown.push({ part: name, reason: templateUnknown[name] });
  }
  const other = [...new Set(findings.flatMap((found) => found.other))];
  if (other.length > 0) {
    unknown.push({
      part: 'parameters',
      reason: `Parameters the portal does not offer, as their meaning is not clear: ${other.join(', ')}.`,
    });
  }
  if (Object.keys(query).length > 0) set.query = query;

  const endpoints = new Map<string, EndpointDescription>();
  for (const operation of operations) {
    const list = lists.find((candidate) => candidate.operation === operation);
    const recordPath = set.record ?? '';
    const shown = list ? list.row : operation.answer && schemaAt(operation.answer, recordPath, budget);
    endpoints.set(operation.label, {
      fields: fieldsOf(shown, budget),
      params: describeParams(operation, budget),
    });
  }
  return { set, unknown, endpoints, rowsPath };
}
