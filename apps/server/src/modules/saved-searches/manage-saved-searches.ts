import { randomUUID } from 'node:crypto';
import {
  messages,
  type SavedSearch,
  type SavedSearchCreateBody,
  type SavedSearchEntry,
  savedSearchState,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import type { AuthContext } from '../../plugins/session.ts';
import { getView } from '../views/read-views.ts';
import {
  deleteSavedSearch,
  findSavedSearch,
  insertSavedSearch,
  listAllOwnSavedSearches,
  listOwnSavedSearches,
  type Owner,
  renameSavedSearch,
} from './saved-search-repository.ts';

const ownerOf = (actor: AuthContext): Owner => ({ accountId: actor.accountId, userId: actor.userId });

/** A saved search belongs to a search page the caller can open; any other view is not found. */
async function requireSearchPage(app: FastifyInstance, actor: AuthContext, viewId: string) {
  const view = await getView(app, actor, viewId);
  if (view.type !== 'search') throw badRequest(messages.savedSearchOnlySearchPages);
  return view;
}

function readState(text: string) {
  try {
    const parsed = savedSearchState.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

const present = (row: { id: string; name: string; state: string }): SavedSearch => ({
  uuid: row.id,
  name: row.name,
  state: readState(row.state),
});

const nameTaken = (error: unknown) =>
  isUniqueViolation(error) ? conflict(messages.savedSearchNameTaken, 'name') : error;

/** The caller's own saved searches of a page, by name; nobody sees another person's. */
export async function listSavedSearches(app: FastifyInstance, actor: AuthContext, viewId: string) {
  await requireSearchPage(app, actor, viewId);
  return (await listOwnSavedSearches(app.db, ownerOf(actor), viewId)).map(present);
}

/** Home: every saved search of the caller under its view, for the views the caller can still open. */
export async function listAllSavedSearches(
  app: FastifyInstance,
  actor: AuthContext,
): Promise<SavedSearchEntry[]> {
  const rows = await listAllOwnSavedSearches(app.db, ownerOf(actor));
  const openable = new Set<string>();
  for (const viewId of new Set(rows.map((row) => row.view_id))) {
    const open = await getView(app, actor, viewId).then(
      () => true,
      () => false,
    );
    if (open) openable.add(viewId);
  }
  return rows
    .filter((row) => openable.has(row.view_id))
    .map((row) => ({
      ...present(row),
      view: { uuid: row.view_id, name: row.view_name, type: row.view_type },
    }));
}

export async function createSavedSearch(
  app: FastifyInstance,
  actor: AuthContext,
  viewId: string,
  body: SavedSearchCreateBody,
): Promise<SavedSearch> {
  await requireSearchPage(app, actor, viewId);
  const id = randomUUID();
  const state = JSON.stringify(body.state);
  await insertSavedSearch(app.db, ownerOf(actor), { id, viewId, name: body.name, state }).catch((error) => {
    throw nameTaken(error);
  });
  return { uuid: id, name: body.name, state: body.state };
}

export async function renameOwnSavedSearch(
  app: FastifyInstance,
  actor: AuthContext,
  viewId: string,
  id: string,
  name: string,
): Promise<SavedSearch> {
  await requireSearchPage(app, actor, viewId);
  const renamed = await renameSavedSearch(app.db, ownerOf(actor), viewId, id, name).catch((error) => {
    throw nameTaken(error);
  });
  const row = renamed ? await findSavedSearch(app.db, ownerOf(actor), viewId, id) : undefined;
  if (!row) throw notFound(messages.savedSearchNotFound);
  return present(row);
}

export async function deleteOwnSavedSearch(
  app: FastifyInstance,
  actor: AuthContext,
  viewId: string,
  id: string,
) {
  await requireSearchPage(app, actor, viewId);
  if (!(await deleteSavedSearch(app.db, ownerOf(actor), viewId, id)))
    throw notFound(messages.savedSearchNotFound);
}
