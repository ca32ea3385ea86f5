import { isQueryFieldName, messages, parseUrlVariables, type ViewCreateBody } from '@portal/contracts';
import type { Db } from '../../db/database.ts';
import { badRequest } from '../../errors.ts';
import type { ViewCheck } from './check-view-references.ts';

type SearchContent = Pick<Extract<ViewCreateBody, { type: 'search' }>, 'metacontent'>;

const repeatedIn = (names: string[]) => [
  ...new Set(names.filter((name, index) => names.indexOf(name) !== index)),
];

/**
 * Column values, filter fields and the row fields navigation passes on all travel into upstream
 * query languages, so they must be the plain names the proxy accepts; a refusal here beats a page
 * that fails on every load.
 */
function checkPlainFieldNames({ metacontent }: SearchContent) {
  const names = [
    ...metacontent.columns.map((column) => column.value),
    ...metacontent.columns.flatMap((column) => column.navigation?.variables.map((v) => v.value) ?? []),
    ...metacontent.textFilters.map((filter) => filter.field),
    ...metacontent.customFilters.map((filter) => filter.field),
  ];
  const invalid = [...new Set(names.filter((name) => !isQueryFieldName(name)))];
  if (invalid.length > 0) {
    throw badRequest(
      `${messages.viewFieldNamesInvalid} ${invalid.map((name) => JSON.stringify(name)).join(', ')}`,
    );
  }
}

function checkNoRepeats({ metacontent }: SearchContent) {
  const lists: Array<[string, string[]]> = [
    [messages.viewColumnsRepeated, metacontent.columns.map((column) => column.value)],
    [messages.viewTextFiltersRepeated, metacontent.textFilters.map((filter) => filter.field)],
    [messages.viewCustomFiltersRepeated, metacontent.customFilters.map((filter) => filter.field)],
  ];
  for (const [message, names] of lists) {
    const repeated = repeatedIn(names);
    if (repeated.length > 0) throw badRequest(`${message} ${repeated.join(', ')}`);
  }
}

/** The URL variables of a detail view's main endpoint, or undefined when it is no detail view of the account. */
async function destinationVariables(db: Db, accountId: string, viewId: string) {
  const destination = await db
    .selectFrom('views')
    .select('metadata')
    .where('account_id', '=', accountId)
    .where('id', '=', viewId)
    .where('type', '=', 'detail')
    .executeTakeFirst();
  if (!destination) return undefined;
  const { endpoint } = JSON.parse(destination.metadata) as { endpoint?: string };
  const row = await db
    .selectFrom('endpoints')
    .select('settings')
    .where('account_id', '=', accountId)
    .where('id', '=', endpoint ?? '')
    .executeTakeFirst();
  const settings = row ? (JSON.parse(row.settings) as { url?: string }) : {};
  return parseUrlVariables(settings.url ?? '');
}

/** A navigable column leads to a detail view of the account and fills only variables that view has. */
async function checkNavigation(db: Db, accountId: string, { metacontent }: SearchContent) {
  for (const { navigation } of metacontent.columns) {
    if (!navigation) continue;
    const variables =
      navigation.destinationType === 'detail'
        ? await destinationVariables(db, accountId, navigation.destination)
        : undefined;
    if (!variables) throw badRequest(`${messages.viewDestinationNotDetail} ${navigation.destination}`);
    const unknown = navigation.variables.map((v) => v.field).filter((name) => !variables.includes(name));
    if (unknown.length > 0)
      throw badRequest(`${messages.viewDestinationVariableUnknown} ${unknown.join(', ')}`);
  }
}

export const checkSearchView: ViewCheck = async (db, accountId, view) => {
  if (view.type !== 'search') return;
  // ViewContent picks from the union, so the type test does not narrow metacontent by itself.
  const search = view as SearchContent;
  checkPlainFieldNames(search);
  checkNoRepeats(search);
  await checkNavigation(db, accountId, search);
};
