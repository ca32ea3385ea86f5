/** Where a URL sends what it carries: its origin, or the text itself when it is not a URL. */
function originOf(url: string, base?: string): string {
  if (!url) return '';
  try {
    return new URL(url, base).origin;
  } catch {
    return url;
  }
}

export type CredentialTargets = { url: string; tokenurl?: string };

/**
 * Whether a server's stored secrets would now go to another host: the origin of its URL or of its
 * token URL (a relative token URL resolves against the server URL) changed. Stored secrets are then
 * dropped and must be entered again (docs/SECURITY.md, hole 3).
 */
export function credentialOriginsChanged(before: CredentialTargets, after: CredentialTargets): boolean {
  if (originOf(before.url) !== originOf(after.url)) return true;
  return originOf(before.tokenurl ?? '', before.url) !== originOf(after.tokenurl ?? '', after.url);
}
