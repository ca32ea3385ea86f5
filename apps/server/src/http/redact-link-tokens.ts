/** The screens whose path carries an e-mailed link token (SPEC.md §2: /activate/…, /resetpassword/…). */
const linkScreens = /^\/+(activate|resetpassword)(?:\/|$)/i;
/**
 * The callbacks whose query holds an authorization code and state: single sign-on's, and where a data
 * server's authorization page sends a person back (DESIGN.md §6d).
 */
const codeCallback = /^\/+api\/+(?:sso|servers\/+oauth)\/+callback\/*$/i;

/**
 * A request URL as the log may show it: the token of a link screen replaced, however the path is
 * spelled (percent-encoded, doubled slashes, another letter case), since any spelling reaches it;
 * the authorization code and state of a connection's callback likewise.
 */
export function redactLinkTokens(url: string): string {
  const path = url.split('?')[0];
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // a malformed escape: judged as written
  }
  const screen = linkScreens.exec(decoded);
  if (screen) return `/${screen[1].toLowerCase()}/[redacted]`;
  return codeCallback.test(decoded) && url.includes('?') ? `${path}?[redacted]` : url;
}
