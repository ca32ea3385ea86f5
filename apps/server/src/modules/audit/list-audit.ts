import {
  type AuditDetails,
  type AuditEntry,
  type AuditPage,
  type AuditTargetType,
  type auditQuery,
  auditTargetTypes,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AuthContext } from '../../plugins/session.ts';
import { listAuditEntries } from './audit-repository.ts';

type Query = z.output<typeof auditQuery>;
type Row = Awaited<ReturnType<typeof listAuditEntries>>[number];

function readDetails(text: string): AuditDetails {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    // Older entries may hold nested values; the page shows plain ones, anything else as JSON text.
    return Object.fromEntries(
      Object.entries(parsed).map(([key, value]) => [
        key,
        value === null || ['string', 'number', 'boolean'].includes(typeof value)
          ? value
          : JSON.stringify(value),
      ]),
    );
  } catch {
    return {};
  }
}

const isTargetType = (type: string | null): type is AuditTargetType =>
  (auditTargetTypes as readonly (string | null)[]).includes(type);

function presentEntry(row: Row): AuditEntry {
  return {
    uuid: row.id,
    at: new Date(Number(row.created_at)).toISOString(),
    actor: row.actor_id
      ? {
          uuid: row.actor_id,
          firstName: row.first_name ?? '',
          lastName: row.last_name ?? '',
          email: row.email ?? '',
        }
      : null,
    action: row.action,
    target:
      isTargetType(row.target_type) && row.target_id
        ? { type: row.target_type, uuid: row.target_id, name: row.target_name ?? '' }
        : null,
    details: readDetails(row.detail),
  };
}

const cursorOf = (row: Row) => `${Number(row.created_at)}.${row.id}`;

function readCursor(cursor: string | undefined) {
  if (!cursor) return undefined;
  const dot = cursor.indexOf('.');
  return { at: Number(cursor.slice(0, dot)), id: cursor.slice(dot + 1) };
}

/** GET /api/audit: the account's entries newest first, a page at a time (admins only). */
export async function listAudit(app: FastifyInstance, actor: AuthContext, query: Query): Promise<AuditPage> {
  // One more than asked tells whether another page follows.
  const rows = await listAuditEntries(app.db, {
    accountId: actor.accountId,
    actorId: query.actor,
    action: query.action,
    from: query.from ? Date.parse(query.from) : undefined,
    to: query.to ? Date.parse(query.to) : undefined,
    before: readCursor(query.before),
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(presentEntry),
    next: rows.length > query.limit && last ? cursorOf(last) : null,
  };
}
