import {
  isCredentialHeader,
  messages,
  type RestConvention,
  type RestParts,
  type RestPreset,
  type RestSettings,
  type RestTemplateName,
  resolveRestParts,
  restHeaders,
  restPaging,
  restPath,
  restPresetParts,
  restQuery,
  restRanges,
  restTemplateNames,
} from '@portal/contracts';
import type { FieldErrors } from '../../../lib/field-errors';

export type PagingStyle = RestParts['paging']['style'];
export type TotalFrom = 'body' | 'x-total-count' | 'content-range' | 'none';

/** settings.rest as the form edits it: every part as text, '' in a template for "not supported". */
export type RestFormValues = {
  preset: RestPreset;
  rows: string;
  record: string;
  pagingStyle: PagingStyle;
  /** The offset, page or cursor parameter, by style. */
  pagingParam: string;
  /** The limit or page-size parameter ('' = none, for a cursor). */
  pagingSize: string;
  firstPage: '0' | '1';
  cursorFrom: 'link' | 'body';
  cursorPath: string;
  totalFrom: TotalFrom;
  totalPath: string;
  query: Record<RestTemplateName, string>;
  /** One "Name: value" a line. */
  headers: string;
  repeatedKeys: 'and' | 'refuse';
  /** One "field: from, to" a line: the parameters that bound a number field. */
  ranges: string;
};

export type RestField =
  | 'rest.preset'
  | 'rest.rows'
  | 'rest.record'
  | 'rest.pagingParam'
  | 'rest.pagingSize'
  | 'rest.cursorPath'
  | 'rest.totalPath'
  | 'rest.headers'
  | 'rest.ranges'
  | `rest.query.${RestTemplateName}`;

/** The form's paging fields for a paging part. */
export function pagingValues(paging: RestParts['paging']) {
  const blank = {
    pagingParam: '',
    pagingSize: '',
    firstPage: '1' as const,
    cursorFrom: 'link' as const,
    cursorPath: '',
  };
  switch (paging.style) {
    case 'offset':
      return { ...blank, pagingParam: paging.offset, pagingSize: paging.limit };
    case 'page':
      return {
        ...blank,
        pagingParam: paging.page,
        pagingSize: paging.size,
        firstPage: String(paging.firstPage) as '0' | '1',
      };
    case 'cursor':
      return {
        ...blank,
        pagingParam: paging.param,
        pagingSize: paging.limit ?? '',
        cursorFrom: paging.from === 'link' ? ('link' as const) : ('body' as const),
        cursorPath: paging.from === 'link' ? '' : paging.from.body,
      };
    default:
      return blank;
  }
}

/** The form's values for a convention with every part filled. */
export function restFormValuesOf(convention: RestConvention): RestFormValues {
  const { total } = convention;
  return {
    preset: convention.preset,
    rows: convention.rows,
    record: convention.record,
    pagingStyle: convention.paging.style,
    ...pagingValues(convention.paging),
    totalFrom: typeof total === 'string' ? total : 'body',
    totalPath: typeof total === 'string' ? '' : total.body,
    query: Object.fromEntries(
      restTemplateNames.map((name) => [name, convention.query[name] ?? '']),
    ) as Record<RestTemplateName, string>,
    headers: Object.entries(convention.headers)
      .map(([name, value]) => `${name}: ${value}`)
      .join('\n'),
    repeatedKeys: convention.repeatedKeys,
    ranges: Object.entries(convention.ranges)
      .map(([field, { from, to }]) => `${field}: ${from}, ${to}`)
      .join('\n'),
  };
}

/** A preset's parts, as the form shows them when the admin picks it. */
export const restFormValuesOfPreset = (preset: RestPreset) =>
  restFormValuesOf({ preset, ...restPresetParts[preset] });

/** The form's values for a saved server (json-server 1.x for one that has no conventions yet). */
export const restFormValuesOfSettings = (rest: RestSettings | undefined) =>
  rest ? restFormValuesOf(resolveRestParts(rest)) : restFormValuesOfPreset('json-server-1');

function readPaging(values: RestFormValues): unknown {
  const param = values.pagingParam.trim();
  const size = values.pagingSize.trim();
  switch (values.pagingStyle) {
    case 'offset':
      return { style: 'offset', offset: param, limit: size };
    case 'page':
      return { style: 'page', page: param, size, firstPage: Number(values.firstPage) };
    case 'cursor':
      return {
        style: 'cursor',
        from: values.cursorFrom === 'link' ? 'link' : { body: values.cursorPath.trim() },
        param,
        ...(size ? { limit: size } : {}),
      };
    default:
      return { style: 'none' };
  }
}

/** The "Name: value" lines as headers, or what is wrong with them (a header that may not be set is named). */
function readHeaders(text: string): { headers: Record<string, string> } | { error: string } {
  const headers: Record<string, string> = {};
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const colon = line.indexOf(':');
    if (colon < 1) return { error: messages.restInvalidHeader };
    headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  const checked = restHeaders.safeParse(headers);
  return checked.success
    ? { headers }
    : { error: checked.error.issues[0]?.message ?? messages.restInvalidHeader };
}

/** Whether the form fixes a credential header (sent over plain http only to allowed hosts). */
export function fixesCredentialHeader(values: RestFormValues): boolean {
  return values.headers.split('\n').some((line) => {
    const colon = line.indexOf(':');
    return colon > 0 && isCredentialHeader(line.slice(0, colon));
  });
}

function readRanges(text: string): RestParts['ranges'] | undefined {
  const ranges: RestParts['ranges'] = {};
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const colon = line.indexOf(':');
    const bounds = line
      .slice(colon + 1)
      .split(',')
      .map((name) => name.trim());
    if (colon < 1 || bounds.length !== 2) return undefined;
    ranges[line.slice(0, colon).trim()] = { from: bounds[0], to: bounds[1] };
  }
  return restRanges.safeParse(ranges).success ? ranges : undefined;
}

const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

type RestCheck = { ok: true; parts: RestParts } | { ok: false; errors: FieldErrors<RestField> };

/** Every part read from the form and checked with the contracts' own schemas, field by field. */
export function readRestParts(values: RestFormValues): RestCheck {
  const errors: FieldErrors<RestField> = {};
  const rows = values.rows.trim();
  const record = values.record.trim();
  errors['rest.rows'] = firstMessage(restPath.safeParse(rows));
  errors['rest.record'] = firstMessage(restPath.safeParse(record));
  const paging = restPaging.safeParse(readPaging(values));
  if (!paging.success) {
    for (const issue of paging.error.issues) {
      const key = String(issue.path.at(-1));
      const field: RestField =
        key === 'body'
          ? 'rest.cursorPath'
          : key === 'limit' || key === 'size'
            ? 'rest.pagingSize'
            : 'rest.pagingParam';
      errors[field] ??= issue.message;
    }
  }
  const totalPath = values.totalPath.trim();
  if (values.totalFrom === 'body') errors['rest.totalPath'] = firstMessage(restPath.safeParse(totalPath));
  const query = Object.fromEntries(
    restTemplateNames.map((name) => [name, values.query[name].trim() || null]),
  ) as Record<RestTemplateName, string | null>;
  for (const name of restTemplateNames) {
    errors[`rest.query.${name}`] = firstMessage(restQuery.safeParse({ [name]: query[name] }));
  }
  const read = readHeaders(values.headers);
  if ('error' in read) errors['rest.headers'] = read.error;
  const ranges = readRanges(values.ranges);
  if (!ranges) errors['rest.ranges'] = messages.restInvalidRangeField;
  if (Object.values(errors).some(Boolean) || !paging.success || 'error' in read || !ranges)
    return { ok: false, errors };
  const { headers } = read;
  return {
    ok: true,
    parts: {
      rows,
      record,
      paging: paging.data,
      total: values.totalFrom === 'body' ? { body: totalPath } : values.totalFrom,
      query,
      headers,
      repeatedKeys: values.repeatedKeys,
      ranges,
    },
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const sortedHeaders = (headers: Record<string, string>) => Object.entries(headers).sort();

/**
 * settings.rest as saved: the preset and only the parts that differ from it (each query template on
 * its own, null turning one off), so a later fix to a preset reaches every server that did not
 * override that part. A custom convention declares every part.
 */
export function restSettingsOf(preset: RestPreset, parts: RestParts): RestSettings {
  if (preset === 'custom') return { preset, ...parts };
  const base = restPresetParts[preset];
  const settings: RestSettings = { preset };
  if (parts.rows !== base.rows) settings.rows = parts.rows;
  if (parts.record !== base.record) settings.record = parts.record;
  if (!same(parts.paging, base.paging)) settings.paging = parts.paging;
  if (!same(parts.total, base.total)) settings.total = parts.total;
  if (!same(sortedHeaders(parts.headers), sortedHeaders(base.headers))) settings.headers = parts.headers;
  if (parts.repeatedKeys !== base.repeatedKeys) settings.repeatedKeys = parts.repeatedKeys;
  if (!same(Object.entries(parts.ranges).sort(), Object.entries(base.ranges).sort()))
    settings.ranges = parts.ranges;
  const query = Object.fromEntries(
    restTemplateNames
      .filter((name) => parts.query[name] !== base.query[name])
      .map((name) => [name, parts.query[name]]),
  );
  if (Object.keys(query).length > 0) settings.query = query;
  return settings;
}

/** Where a refusal of the server about settings.rest shows: the body's path to the form's field. */
export const restFieldsByPath: Readonly<Record<string, RestField>> = {
  'settings.rest': 'rest.preset',
  'settings.rest.rows': 'rest.rows',
  'settings.rest.record': 'rest.record',
  'settings.rest.paging': 'rest.pagingParam',
  'settings.rest.paging.size': 'rest.pagingSize',
  'settings.rest.paging.limit': 'rest.pagingSize',
  'settings.rest.paging.from': 'rest.cursorPath',
  'settings.rest.total': 'rest.totalPath',
  'settings.rest.headers': 'rest.headers',
  ...Object.fromEntries(
    restTemplateNames.map((name) => [`settings.rest.query.${name}`, `rest.query.${name}` as const]),
  ),
};
