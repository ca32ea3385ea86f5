import type { DescribedField } from '@portal/contracts';
import type { StepBudget } from '../../../http/step-budget.ts';
import { pagingNames } from './infer-paging.ts';
import type { QueryParameter } from './read-operations.ts';
import { enumOf, itemsOf, type Schema, typesOf } from './schema-walk.ts';

/** How one list's sort parameter is written: templates over {field} for each direction. */
export type SortFinding = { asc: string; desc: string | null; spelling: string };

/** What one list's query parameters say, besides paging. */
export type QueryFindings = {
  /** Parameters named after a field of the rows: an exact match on it. */
  exact: Array<{ field: string; parameter: string; several: boolean }>;
  /** Pairs of parameters bounding a number or date field. */
  ranges: Array<{ field: string; from: string; to: string }>;
  /** Range parameters with one bound only, or no field to bound. */
  unpairedRanges: string[];
  /** The API's own search of the rows. */
  text: string | undefined;
  /** Templates writing a text "contains" on a field, by the parameters that use them. */
  contains: Array<{ field: string; template: string }>;
  sort: (SortFinding & { parameter: string }) | undefined;
  /** Parameters that say none of the above. */
  other: string[];
};

const textNames = [
  'search',
  'q',
  'query',
  'text',
  'keyword',
  'keywords',
  'term',
  'fulltext',
  'full_text',
  'search_term',
  'searchTerm',
  's',
];
const sortNames = [
  'sort',
  'order_by',
  'orderBy',
  'ordering',
  'sort_by',
  'sortBy',
  'order',
  '_sort',
  '$orderby',
  'orderby',
  'sortField',
  'sort_field',
];
const directionNames = [
  'order',
  'direction',
  'dir',
  'sort_order',
  'sortOrder',
  'sort_dir',
  'sortDir',
  'sortDirection',
  'order_direction',
];

/** Range pairs as APIs name them; the longer suffixes first (`x__gte` before `x_gte`). */
const rangeSpellings: Array<{ from: RegExp; to: RegExp; camel?: boolean }> = [
  { from: /^(.+)__gte$/, to: /^(.+)__lte$/ },
  { from: /^(.+)\[gte\]$/, to: /^(.+)\[lte\]$/ },
  { from: /^(.+)_gte$/, to: /^(.+)_lte$/ },
  { from: /^min_(.+)$/, to: /^max_(.+)$/ },
  { from: /^(.+)_min$/, to: /^(.+)_max$/ },
  { from: /^min([A-Z].*)$/, to: /^max([A-Z].*)$/, camel: true },
  { from: /^(.+)_from$/, to: /^(.+)_to$/ },
  { from: /^from_(.+)$/, to: /^to_(.+)$/ },
  { from: /^(.+)From$/, to: /^(.+)To$/ },
];

/** "Contains" on a field as APIs name it, and the template that writes it. */
const containsSpellings: Array<{ pattern: RegExp; template: string }> = [
  { pattern: /^(.+)__icontains$/, template: '{field}__icontains={value}' },
  { pattern: /^(.+)__contains$/, template: '{field}__contains={value}' },
  { pattern: /^(.+)\[contains\]$/, template: '{field}[contains]={value}' },
  { pattern: /^(.+)\[like\]$/, template: '{field}[like]={value}' },
  { pattern: /^(.+)_contains$/, template: '{field}_contains={value}' },
  { pattern: /^(.+)_ilike$/, template: '{field}_ilike={value}' },
  { pattern: /^(.+)_like$/, template: '{field}_like={value}' },
];

/** Sort values as APIs spell a direction: each a way to write ascending and descending. */
const sortSpellings: Array<{
  name: string;
  asc: (field: string) => string;
  desc: (field: string) => string;
}> = [
  { name: '-field', asc: (field) => field, desc: (field) => `-${field}` },
  { name: 'field:desc', asc: (field) => `${field}:asc`, desc: (field) => `${field}:desc` },
  { name: 'field,desc', asc: (field) => `${field},asc`, desc: (field) => `${field},desc` },
  { name: 'field desc', asc: (field) => `${field} asc`, desc: (field) => `${field} desc` },
  { name: 'field_desc', asc: (field) => `${field}_asc`, desc: (field) => `${field}_desc` },
  { name: 'field.desc', asc: (field) => `${field}.asc`, desc: (field) => `${field}.desc` },
];

const plainField = /^[A-Za-z][A-Za-z0-9_.]*$/;
const squash = (name: string) => name.toLowerCase().replace(/[_-]/g, '');
const ranged: ReadonlySet<string> = new Set(['integer', 'number', 'date', 'datetime']);
const scalar: ReadonlySet<string> = new Set(['text', 'integer', 'number', 'boolean', 'date', 'datetime']);

/** The field a range's base names: itself, the same name in another case style, or the one field it starts. */
function rangedField(base: string, fields: readonly DescribedField[]): string | undefined {
  const candidates = fields.filter((field) => ranged.has(field.type));
  const exact =
    candidates.find((field) => field.name === base) ??
    candidates.find((field) => squash(field.name) === squash(base));
  if (exact) return exact.name;
  const starting = candidates.filter((field) => squash(field.name).startsWith(squash(base)));
  return starting.length === 1 ? starting[0].name : undefined;
}

/** The values a parameter (or its items) lists, as text. */
function listedValues(parameter: QueryParameter, budget: StepBudget): string[] | undefined {
  const items = typesOf(parameter.schema, budget).has('array')
    ? itemsOf(parameter.schema, budget)
    : undefined;
  return enumOf(items ?? parameter.schema, budget)?.map(String);
}

function directionValues(
  parameter: QueryParameter,
  budget: StepBudget,
): { asc: string; desc: string } | undefined {
  const values = listedValues(parameter, budget);
  const asc = values?.find((value) => value.toLowerCase() === 'asc');
  const desc = values?.find((value) => value.toLowerCase() === 'desc');
  return asc && desc ? { asc, desc } : undefined;
}

/** How a sort parameter writes each direction: from its listed values, a direction parameter, or its words. */
function sortOf(
  parameter: QueryParameter,
  direction: { parameter: QueryParameter; asc: string; desc: string } | undefined,
  budget: StepBudget,
): SortFinding {
  const name = parameter.name;
  const values = listedValues(parameter, budget);
  if (values) {
    // The fields the values name, once their direction is taken off.
    const fields = new Set(
      values.flatMap((value) => [value, value.replace(/^-/, '').replace(/[:,._ ](?:asc|desc)$/i, '')]),
    );
    const best = sortSpellings
      .map((spelling) => ({
        spelling,
        count: [...fields].filter(
          (field) =>
            plainField.test(field) &&
            values.includes(spelling.asc(field)) &&
            values.includes(spelling.desc(field)),
        ).length,
      }))
      .sort((a, b) => b.count - a.count)[0];
    if (best.count > 0) {
      return {
        asc: `${name}=${best.spelling.asc('{field}')}`,
        desc: `${name}=${best.spelling.desc('{field}')}`,
        spelling: best.spelling.name,
      };
    }
  }
  if (direction) {
    const pair = `${name}={field}&${direction.parameter.name}=`;
    return {
      asc: `${pair}${direction.asc}`,
      desc: `${pair}${direction.desc}`,
      spelling: `direction in ${direction.parameter.name}`,
    };
  }
  const words = `${parameter.description} ${String(parameter.schema.pattern ?? '')}`;
  if (
    /\^\[?[-+]*-|prefix\w*\W+(?:\w+\W+){0,4}['"`]?-|['"`]-[A-Za-z_]+['"`]|\B-[a-z_]+\b.*desc/i.test(words)
  ) {
    return { asc: `${name}={field}`, desc: `${name}=-{field}`, spelling: '-field' };
  }
  if (/\w:desc\b/i.test(words))
    return { asc: `${name}={field}:asc`, desc: `${name}={field}:desc`, spelling: 'field:desc' };
  if (/\w,desc\b/i.test(words))
    return { asc: `${name}={field},asc`, desc: `${name}={field},desc`, spelling: 'field,desc' };
  return { asc: `${name}={field}`, desc: null, spelling: 'field' };
}

/** What the query parameters of one list say, over the fields of its rows. */
export function readQueryParameters(
  query: readonly QueryParameter[],
  fields: readonly DescribedField[],
  budget: StepBudget,
): QueryFindings {
  const findings: QueryFindings = {
    exact: [],
    ranges: [],
    unpairedRanges: [],
    text: undefined,
    contains: [],
    sort: undefined,
    other: [],
  };
  const left = new Map(query.filter((parameter) => !pagingNames.has(parameter.name)).map((p) => [p.name, p]));
  const take = (name: string) => {
    const parameter = left.get(name);
    left.delete(name);
    return parameter;
  };

  const directionParameter = directionNames
    .map((name) => left.get(name))
    .find((parameter) => parameter && directionValues(parameter, budget));
  const direction = directionParameter
    ? { parameter: directionParameter, ...directionValues(directionParameter, budget)! }
    : undefined;
  const sortParameter = sortNames
    .map((name) => left.get(name))
    .find(
      (parameter) =>
        parameter &&
        parameter !== directionParameter &&
        !fields.some((field) => field.name === parameter.name),
    );
  if (sortParameter) {
    findings.sort = { parameter: sortParameter.name, ...sortOf(sortParameter, direction, budget) };
    take(sortParameter.name);
    if (direction && findings.sort.spelling.startsWith('direction')) take(direction.parameter.name);
  }

  for (const field of fields) {
    const parameter = left.get(field.name);
    if (!parameter || !scalar.has(field.type)) continue;
    const several = typesOf(parameter.schema, budget).has('array') && parameter.repeats;
    findings.exact.push({ field: field.name, parameter: parameter.name, several });
    take(parameter.name);
  }

  for (const spelling of rangeSpellings) {
    for (const parameter of [...left.values()]) {
      const base = spelling.from.exec(parameter.name)?.[1];
      if (base === undefined || !left.has(parameter.name)) continue;
      const partner = [...left.values()].find((other) => spelling.to.exec(other.name)?.[1] === base);
      const named = spelling.camel ? base[0].toLowerCase() + base.slice(1) : base;
      const field = partner ? rangedField(named, fields) : undefined;
      if (!partner || !field) continue;
      findings.ranges.push({ field, from: parameter.name, to: partner.name });
      take(parameter.name);
      take(partner.name);
    }
  }
  for (const parameter of [...left.values()]) {
    if (
      rangeSpellings.some(
        (spelling) => spelling.from.test(parameter.name) || spelling.to.test(parameter.name),
      )
    ) {
      findings.unpairedRanges.push(parameter.name);
    }
  }

  for (const parameter of [...left.values()]) {
    for (const spelling of containsSpellings) {
      const base = spelling.pattern.exec(parameter.name)?.[1];
      const field = fields.find((candidate) => candidate.name === base && candidate.type === 'text');
      if (!field) continue;
      findings.contains.push({ field: field.name, template: spelling.template });
      take(parameter.name);
      break;
    }
  }

  const text = textNames
    .map((name) => left.get(name))
    .find((parameter) => {
      if (!parameter) return false;
      const types = typesOf(parameter.schema, budget);
      return types.size === 0 || types.has('string');
    });
  if (text) findings.text = take(text.name)?.name;

  findings.other = [...left.keys()].filter((name) => !findings.unpairedRanges.includes(name));
  return findings;
}

/** The fields of a row or record schema, in its order, with their kinds and enums. */
export function describeFields(
  properties: ReadonlyArray<[string, Schema]>,
  budget: StepBudget,
  describe: (schema: Schema) => DescribedField['type'],
): DescribedField[] {
  return properties.slice(0, 300).map(([name, schema]) => {
    const values = enumOf(schema, budget);
    return { name: name.slice(0, 200), type: describe(schema), ...(values ? { values } : {}) };
  });
}
