import type { RestTotal } from '@portal/contracts';
import type { StepBudget } from '../../../http/step-budget.ts';
import { isArraySchema, itemsOf, propertiesOf, type Schema, typesOf } from './schema-walk.ts';

/** Where a list answer holds its rows, and the schema of one row. */
export type RowsPlace = { path: string; row: Schema | undefined };

/** Names APIs give the list of rows, most telling first. */
const rowsNames = [
  'items',
  'results',
  'data',
  'records',
  'rows',
  'content',
  'value',
  'hits',
  'list',
  'entries',
];

/** Names APIs give the count of every matching row. */
const totalNames = [
  'total',
  'totalCount',
  'total_count',
  'totalElements',
  'totalResults',
  'total_results',
  'totalItems',
  'total_items',
  'totalRecords',
  'total_records',
  'count',
  'filter_count',
  'recordsTotal',
];

const preferred = (names: string[]) => [...names].sort((a, b) => rank(a) - rank(b))[0];
const rank = (name: string) => {
  const index = rowsNames.indexOf(name);
  return index === -1 ? rowsNames.length : index;
};

/** The array properties of an object schema. */
function arraysIn(schema: Schema, budget: StepBudget): Array<[string, Schema]> {
  return propertiesOf(schema, budget).filter(([, child]) => isArraySchema(child, budget));
}

/**
 * Where a list answer's rows are: the answer itself when it is an array; else an array property
 * (a common name first, else the only one); else one level down (`data.items`, HAL's `_embedded.*`).
 */
export function rowsPlaceOf(answer: Schema | undefined, budget: StepBudget): RowsPlace | undefined {
  if (!answer) return undefined;
  if (isArraySchema(answer, budget)) return { path: '', row: itemsOf(answer, budget) };
  const arrays = arraysIn(answer, budget);
  const direct = preferred(arrays.map(([name]) => name).filter((name) => rowsNames.includes(name)));
  const only = arrays.length === 1 ? arrays[0][0] : undefined;
  const name = direct ?? only;
  if (name) {
    const schema = arrays.find(([found]) => found === name)![1];
    return { path: name, row: itemsOf(schema, budget) };
  }
  for (const [outer, child] of propertiesOf(answer, budget)) {
    if (!typesOf(child, budget).has('object')) continue;
    const inner = arraysIn(child, budget);
    if (inner.length !== 1 && !inner.some(([found]) => rowsNames.includes(found))) continue;
    const found =
      preferred(inner.map(([key]) => key).filter((key) => rowsNames.includes(key))) ?? inner[0][0];
    const schema = inner.find(([key]) => key === found)![1];
    // HAL names the list after its relation (`_embedded.people`): any one array there is the rows.
    const path = outer === '_embedded' ? '_embedded.*' : `${outer}.${found}`;
    return { path, row: itemsOf(schema, budget) };
  }
  return undefined;
}

const isCount = (schema: Schema, budget: StepBudget) => {
  const types = typesOf(schema, budget);
  return types.has('integer') || types.has('number');
};

/**
 * Where a list answer says how many rows match: a count property (at most three levels down, not
 * inside the rows), else a declared X-Total-Count or Content-Range header; undefined when neither.
 */
export function totalOf(
  answer: Schema | undefined,
  rowsPath: string,
  headers: readonly string[],
  budget: StepBudget,
): RestTotal | undefined {
  if (answer && !isArraySchema(answer, budget)) {
    let level: Array<[string, Schema]> = [['', answer]];
    for (let depth = 0; depth < 3 && level.length > 0; depth += 1) {
      const next: Array<[string, Schema]> = [];
      const counts: string[] = [];
      for (const [prefix, schema] of level) {
        for (const [name, child] of propertiesOf(schema, budget)) {
          const path = prefix ? `${prefix}.${name}` : name;
          if (path === rowsPath) continue;
          if (totalNames.includes(name) && isCount(child, budget)) counts.push(path);
          else if (typesOf(child, budget).has('object')) next.push([path, child]);
        }
      }
      const best = [...counts].sort(
        (a, b) => totalNames.indexOf(a.split('.').at(-1)!) - totalNames.indexOf(b.split('.').at(-1)!),
      )[0];
      if (best) return { body: best };
      level = next;
    }
  }
  if (headers.includes('x-total-count')) return 'x-total-count';
  if (headers.includes('content-range')) return 'content-range';
  return undefined;
}

/** Names APIs wrap one record in (`{data: {...}}`). */
const recordWrappers = ['data', 'item', 'result', 'record'];

/** Where a record answer holds the record: a wrapper property holding the only object, else the body. */
export function recordPathOf(answer: Schema | undefined, budget: StepBudget): string {
  if (!answer || !typesOf(answer, budget).has('object')) return '';
  const properties = propertiesOf(answer, budget);
  const objects = properties.filter(([, child]) => typesOf(child, budget).has('object'));
  const scalars = properties.filter(([, child]) => {
    const types = typesOf(child, budget);
    return !types.has('object') && !types.has('array');
  });
  const wrapper = objects.find(([name]) => recordWrappers.includes(name));
  return wrapper && objects.length === 1 && scalars.length === 0 ? wrapper[0] : '';
}
