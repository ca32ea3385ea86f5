import { randomUUID } from 'node:crypto';
import {
  type Group,
  limits,
  messages,
  type Navigation,
  type PagesCreated,
  type ProposedPage,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { AppError, badRequest, notFound } from '../../errors.ts';
import type { AuthContext } from '../../plugins/session.ts';
import { recordChange } from '../audit/record-change.ts';
import { withServerNames } from './check-detail-view.ts';
import { checkViewReferences } from './check-view-references.ts';
import { nameKeyOf, newViewRow } from './create-view.ts';
import { findGroupName, insertView, listViews, type ViewRow } from './view-repository.ts';

/**
 * Where the created pages go: a group of the account, a new group (`addGroup` makes it inside the
 * pages' transaction: the groups module's, handed in by the caller), or none.
 */
export type LinkedViewsGroup = { groupUuid?: string; addGroup?: (trx: Db) => Promise<Group> };

/** "Tickets", then "Tickets (2)", "Tickets (3)"… the first free in the account and the batch. */
function freeName(name: string, taken: Set<string>): string {
  for (let index = 1; ; index += 1) {
    const suffix = index === 1 ? '' : ` (${index})`;
    const candidate = `${name.slice(0, limits.shortText - suffix.length)}${suffix}`;
    if (!taken.has(nameKeyOf(candidate))) {
      taken.add(nameKeyOf(candidate));
      return candidate;
    }
  }
}

/** A navigation with its destination resolved: a new page's key to its id; one leading nowhere is dropped. */
function resolve(navigation: Navigation | undefined, ids: Map<string, string>, existing: Set<string>) {
  if (!navigation) return undefined;
  const destination = ids.get(navigation.destination) ?? navigation.destination;
  return existing.has(destination) ? { ...navigation, destination } : undefined;
}

/** The page with every link resolved (DESIGN.md §7d), dropping links to pages not created. */
function withLinks(page: ProposedPage, ids: Map<string, string>, existing: Set<string>): ProposedPage {
  const link = (navigation: Navigation | undefined) => resolve(navigation, ids, existing);
  const without = <T extends { navigation?: unknown }>(item: T, navigation: unknown): T => {
    const { navigation: _dropped, ...rest } = item;
    return (navigation ? { ...rest, navigation } : rest) as T;
  };
  if (page.type === 'search') {
    const columns = page.metacontent.columns.map((column) =>
      without(column, column.navigation && link(column.navigation as Navigation)),
    );
    return { ...page, metacontent: { ...page.metacontent, columns } };
  }
  const panels = page.metacontent.panels.map((panel) => {
    if (panel.type === 'basic') {
      return { ...panel, fields: panel.fields.map((field) => without(field, link(field.navigation))) };
    }
    const fields = { ...panel.fields };
    for (const key of ['line1', 'line2', 'line3', 'line4'] as const) {
      const line = fields[key];
      if (line) fields[key] = without(line, link(line.navigation));
    }
    const target = link(fields.navigationPage?.navigation);
    const { navigationPage: _page, ...rest } = fields;
    return { ...panel, fields: target ? { ...rest, navigationPage: { navigation: target } } : rest };
  });
  return { ...page, metacontent: { ...page.metacontent, panels } };
}

/**
 * Creates several pages that link to each other, in one transaction (DESIGN.md §7d): names made
 * unique ("Tickets (2)"), each page's key resolved to its new id wherever another names it, every
 * page checked as a hand-built one is, all given to one group (an existing one or a new one).
 * Nothing is created when any page is refused; the refusal names the page.
 */
export async function createLinkedViews(
  app: FastifyInstance,
  actor: AuthContext,
  pages: readonly ProposedPage[],
  group: LinkedViewsGroup,
): Promise<PagesCreated> {
  const { accountId } = actor;
  if (new Set(pages.map((page) => page.key)).size !== pages.length)
    throw badRequest(messages.pagesKeysRepeated);
  const groupName = group.groupUuid ? await findGroupName(app.db, accountId, group.groupUuid) : undefined;
  if (group.groupUuid && groupName === undefined) throw notFound(messages.groupNotFound);
  const current = await listViews(app.db, accountId);
  const taken = new Set(current.map((view) => nameKeyOf(view.name)));
  const ids = new Map(pages.map((page) => [page.key, randomUUID()]));
  const existing = new Set([...current.map((view) => view.id), ...ids.values()]);
  const now = Date.now();
  const prepared = pages.map((page) => {
    const name = freeName(page.name, taken);
    return { page: { ...withLinks(page, ids, existing), name }, id: ids.get(page.key)! };
  });

  return app.db.transaction().execute(async (trx) => {
    const created = group.addGroup ? await group.addGroup(trx) : undefined;
    const groupId = created?.uuid ?? group.groupUuid;
    const rows: ViewRow[] = [];
    for (const { page, id } of prepared) {
      const content = await withServerNames(trx, accountId, page);
      const row = newViewRow(actor, id, content, now);
      await insertView(trx, row, groupId);
      rows.push(row);
    }
    // Checked once every page exists, so that links between them find their destinations.
    for (const { page } of prepared) {
      try {
        await checkViewReferences(trx, accountId, page);
      } catch (error) {
        if (error instanceof AppError) throw badRequest(`${page.name}: ${error.message}`);
        throw error;
      }
    }
    for (const row of rows) {
      const target = { type: 'view', id: row.id, name: row.name } as const;
      await recordChange(trx, actor, 'view.create', target, { type: row.type, from: 'api' });
    }
    const named =
      created ?? (groupId && groupName !== undefined ? { uuid: groupId, name: groupName } : undefined);
    return {
      created: rows.map((row) => ({ uuid: row.id, name: row.name, type: row.type as 'search' | 'detail' })),
      ...(named ? { group: named } : {}),
    };
  });
}
