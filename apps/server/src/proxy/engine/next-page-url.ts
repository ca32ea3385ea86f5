import { messages } from '@portal/contracts';
import { AppError } from '../../errors.ts';

const refused = (message: string) => new AppError('upstream_invalid', message);

/**
 * The address of the next page a data server names (a Link header's rel="next", a body's next URL),
 * resolved against the request that got it. Followed only when it is a valid http(s) address without
 * credentials in it, on the server's own origin and under its base path (the URL the admin saved):
 * else the call is an upstream fault (502) that says which, never a 500. Like every request it still
 * passes the outbound guard.
 */
export function nextPageUrl(link: string, requestUrl: URL, serverUrl: string): URL {
  let url: URL;
  try {
    url = new URL(link, requestUrl);
  } catch {
    throw refused(messages.restCursorBadLink);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password)
    throw refused(messages.restCursorBadLink);
  const server = new URL(serverUrl);
  if (url.origin !== server.origin) throw refused(messages.restCursorForeignLink);
  const basePath = server.pathname.endsWith('/') ? server.pathname : `${server.pathname}/`;
  if (!`${url.pathname}/`.startsWith(basePath)) throw refused(messages.restCursorOutsideBase);
  return url;
}
