import { type AuditEntry, auditActionLabels } from '@portal/contracts';

const quote = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

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

/** The shown entries as CSV (RFC 4180, a BOM so spreadsheets read UTF-8), newest first. */
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
  return `\uFEFF${lines.map((line) => line.map(quote).join(',')).join('\r\n')}\r\n`;
}
