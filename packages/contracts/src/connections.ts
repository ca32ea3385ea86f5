import { z } from 'zod';
import { connectionMessages } from './connection-messages.ts';
import { connectionRequiredCode, limits } from './constants.ts';

/** The server a `connection_required` answer names: the page offers 'Connect to {name}'. */
export const connectionServer = z.object({ uuid: z.string(), name: z.string() });
export type ConnectionServer = z.infer<typeof connectionServer>;

/** The 401 answer of a data call without a connection (DESIGN.md §6d). */
export const connectionRequiredReply = z.object({
  code: z.literal(connectionRequiredCode),
  message: z.string(),
  server: connectionServer,
});
export type ConnectionRequiredReply = z.infer<typeof connectionRequiredReply>;

/**
 * Where the person comes back to once the authorization server sent them back: a path of the
 * portal (never another site), with its query.
 */
export const connectionReturnTo = z
  .string()
  .max(limits.longText)
  .refine(isPortalPath, connectionMessages.returnToInvalid);

/**
 * A path of this site: it starts with one slash, holds no space or backslash, and still does once a
 * URL parser has resolved its dot segments (`/..//evil.example` would become `//evil.example`).
 */
export function isPortalPath(path: string): boolean {
  if (!/^\/(?![/\\])/.test(path) || /[\s\\]/.test(path)) return false;
  const resolved = new URL(path, 'http://portal.invalid');
  return resolved.origin === 'http://portal.invalid' && !resolved.pathname.startsWith('//');
}

/** POST /api/servers/{id}/oauth/start. */
export const connectionStartBody = z.object({ returnTo: connectionReturnTo.optional() });
export type ConnectionStartBody = z.infer<typeof connectionStartBody>;

/** Where to send the browser: the upstream's authorization page. */
export const connectionStartReply = z.object({ url: z.string() });
export type ConnectionStartReply = z.infer<typeof connectionStartReply>;

/** The query the authorization server sends the browser back with (RFC 6749 §4.1.2). */
export const connectionCallbackQuery = z.object({
  state: z.string().max(200).optional(),
  code: z.string().max(4096).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
  iss: z.string().max(1000).optional(),
});

/** One data server the person reads with their own account, as their Settings list it. */
export const myConnection = z.object({
  server: connectionServer,
  authType: z.enum(['oauth2-user', 'sign-in-token']),
  connected: z.boolean(),
  /** Epoch milliseconds; null when not connected. */
  connectedAt: z.number().nullable(),
  /** When the portal last sent the person's token to the server; null when never. */
  lastUsedAt: z.number().nullable(),
});
export type MyConnection = z.infer<typeof myConnection>;

/** GET /api/me/connections. */
export const myConnectionList = z.array(myConnection);

/** One person connected to a server, as the admin sees them: never a token. */
export const serverConnection = z.object({
  user: z.object({ uuid: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() }),
  connectedAt: z.number(),
  lastUsedAt: z.number().nullable(),
});
export type ServerConnection = z.infer<typeof serverConnection>;

/** GET /api/servers/{id}/connections (admins). */
export const serverConnectionsReply = z.object({
  connected: z.number(),
  people: z.array(serverConnection),
});
export type ServerConnectionsReply = z.infer<typeof serverConnectionsReply>;

/** DELETE /api/servers/{id}/connections: how many people were disconnected. */
export const disconnectEveryoneReply = z.object({ disconnected: z.number() });
