import { type AuditEntry, auditActionLabels, csvByteOrderMark, csvLine } from '@portal/contracts';

export const actionLabel = (action: string) =>
  (auditActionLabels as Record<string, string>)[action] ?? action;

export const actorText = (entry: AuditEntry) =>
  entry.actor ? `${entry.actor.firstName} ${entry.actor.lastName} <${entry.actor.email}>` : '';

export const targetText = (entry: AuditEntry) =>
  entry.target ? `${entry.target.type}: ${entry.target.name}` : '';

export const detailsText = (entry: AuditEntry) =>
  Object.entries(entry.details)
    .map(([key, value]) => `${key}: ${value}`)
    .join('; ');

/**
 * The shown entries as CSV, newest first, through the portal's one CSV rule (contracts' csv.ts:
 * RFC 4180, a BOM, and a name or detail that a spreadsheet would run as a formula written as text).
 */
export function auditCsv(entries: readonly AuditEntry[]): string {
  const lines = [['Time', 'Person', 'Action', 'Target type', 'Target', 'Details']];
  for (const entry of entries)
    lines.push([
      entry.at,
      actorText(entry),
      actionLabel(entry.action),
      entry.target?.type ?? '',
      entry.target?.name ?? '',
      detailsText(entry),
    ]);
  return `${csvByteOrderMark}${lines.map(csvLine).join('')}`;
}
