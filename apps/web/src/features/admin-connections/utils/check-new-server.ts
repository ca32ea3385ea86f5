import { isHttpUrl, messages, type Server } from '@portal/contracts';

export type NewServerInput = { name: string; url: string };

/** SPEC.md §5 Server create: the first rule broken, or null when the server may be sent. */
export function checkNewServer(input: NewServerInput, existing: readonly Server[]): string | null {
  const name = input.name.trim();
  const url = input.url.trim();
  if (!name || !url) return messages.allFieldsRequired;
  if (!isHttpUrl(url)) return messages.invalidServerUrl;
  const taken = existing.some((server) => server.name.trim().toLowerCase() === name.toLowerCase());
  if (taken) return messages.duplicateServerName;
  return null;
}
