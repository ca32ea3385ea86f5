import { parseUrlVariables } from './patterns.ts';

/*
 * How an API names its things, read from endpoint URLs and field names: `tickets` listed at
 * `tickets` and read one at a time at `tickets/$(ticket_id)`; a field named `customer_id` or
 * `customerId` points at the customer read at `customers/$(id)`. The pages proposed from an API
 * and the detail page's design mode read them alike.
 */

const squash = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Whether two names are the same up to case and separators. */
export const sameName = (a: string, b: string) => squash(a) === squash(b);

/** Plurals no ending rule reads. */
const irregular: Record<string, string> = { people: 'person', children: 'child', men: 'man', women: 'woman' };

/** 'tickets' → 'ticket', 'categories' → 'category', 'addresses' → 'address', 'people' → 'person'. */
export function singular(word: string): string {
  const known = Object.hasOwn(irregular, word.toLowerCase()) ? irregular[word.toLowerCase()] : undefined;
  if (known) return word[0] === word[0].toUpperCase() ? known[0].toUpperCase() + known.slice(1) : known;
  if (/ies$/i.test(word)) return `${word.slice(0, -3)}y`;
  if (/(ss|sh|ch|x|z|us)es$/i.test(word)) return word.slice(0, -2);
  if (/(us|is)$/i.test(word)) return word;
  if (/[^s]s$/i.test(word)) return word.slice(0, -1);
  return word;
}

/** Whether two nouns name one thing: 'customer', 'customers' and 'Customers' are one. */
export const sameNoun = (a: string, b: string) => squash(singular(a)) === squash(singular(b));

/** The last plain segment of an endpoint URL ('v1/tickets/$(id)' → 'tickets'). */
export function nounOfUrl(url: string): string | undefined {
  const segments = url
    .split('?')[0]
    .split('/')
    .filter((segment) => segment !== '' && !segment.includes('$('));
  return segments.at(-1);
}

/** The one URL variable of a URL that reads one thing by it (`customers/$(id)`), else undefined. */
export function recordVariableOf(url: string): string | undefined {
  const variables = parseUrlVariables(url);
  const endsWithVariable = /\$\([^)]+\)\/?$/.test(url.split('?')[0]);
  return variables.length === 1 && endsWithVariable ? variables[0] : undefined;
}

/** The thing a field points at by its id: 'customer_id' and 'customerId' → 'customer'. */
export function referencedNoun(field: string): string | undefined {
  const match = /^(.+?)_?(?:id|Id|ID)$/.exec(field);
  return match && match[1] !== '' ? match[1].replace(/_$/, '') : undefined;
}

/** Whether a field names a thing by its id: such a field is no title and reads as text. */
export const isIdField = (name: string) => name === 'id' || referencedNoun(name) !== undefined;

/** The row field that fills a record's URL variable: the variable's own name, else `id`. */
export function identityFieldOf(names: readonly string[], variable: string): string | undefined {
  return (
    names.find((name) => name === variable) ??
    names.find((name) => name === 'id') ??
    names.find((name) => squash(name).endsWith('id'))
  );
}

const titleNames = [
  'name',
  'title',
  'full_name',
  'fullName',
  'display_name',
  'displayName',
  'label',
  'subject',
  'number',
  'code',
  'email',
];

/** The field a page shows as the thing's name: a name-like field, else the first text field. */
export function titleFieldOf(fields: ReadonlyArray<{ name: string; type: string }>): string | undefined {
  for (const name of titleNames) {
    const found = fields.find((field) => field.name === name || squash(field.name) === squash(name));
    if (found) return found.name;
  }
  return fields.find((field) => field.type === 'text' && !isIdField(field.name))?.name ?? fields[0]?.name;
}
