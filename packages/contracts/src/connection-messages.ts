/**
 * Texts of per-user upstream credentials (DESIGN.md §6d): connecting a person to a data server that
 * answers as them, their connections on Settings, the admin's view of a server's connections.
 */
export const connectionMessages = {
  /** Followed by the server's name: the button, and the prompt that stands in for a page's rows. */
  connectTo: 'Connect to',
  /** Followed by the server's name: the 401 `connection_required` answer of a data call. */
  connectionRequired: 'This data is read with your own account at the data server. Connect to',
  connectionPromptText:
    'This page reads its data with your own account at the data server, so you see what you may see there. Connect once; the portal keeps the connection until you disconnect it.',
  /** Followed by the server's name: a sign-in-token server whose person did not sign in with single sign-on. */
  signInTokenRequired:
    'This data is read with your single sign-on. Sign in with single sign-on to see data of',
  connecting: 'Connecting…',
  connectionStartFailed: 'The connection could not be started.',
  /** After the authorization server sent the person back (the callback), read from the address. */
  connectionMade: 'Connected. Its pages now show your own data.',
  connectionDenied: 'The connection was not made: the data server refused it or you cancelled it.',
  connectionFailed: 'The connection could not be completed. Please try again.',
  connectionExpired: 'The connection took too long to complete. Please try again.',
  /** Followed by the server's name. */
  connectedTo: 'Connected to',
  connectionsTab: 'Connections',
  connectionsIntro:
    'Data servers that answer with your own account. Connecting lets their pages show what you may see there; disconnecting forgets the portal’s access.',
  noConnectableServers: 'None of your pages reads a data server with your own account.',
  connectionConnected: 'Connected',
  connectionNotConnected: 'Not connected',
  connectionUsesSignIn: 'Uses your single sign-on',
  /** Followed by a date and time. */
  connectionSince: 'Connected',
  /** Followed by a date and time, or connectionNeverUsed. */
  connectionLastUsed: 'Last used',
  connectionNeverUsed: 'Not used yet',
  disconnect: 'Disconnect',
  /** Followed by the server's name and a question mark. */
  disconnectQuestion: 'Disconnect from',
  disconnectExplained:
    'The portal forgets your access to this data server and asks it to revoke it. Its pages ask you to connect again.',
  disconnected: 'Disconnected',
  errorDisconnecting: 'Error disconnecting',
  errorLoadingConnections: 'Error loading connections',
  connectionNotFound: 'You have no connection to this data server.',
  connectionNotPerUser: 'This data server does not connect each person on their own.',
  connectionNotAvailable: 'None of your pages reads this data server.',
  returnToInvalid: 'The address to come back to must be a page of the portal.',

  // 'Sign out everywhere' (Settings ▸ Password)
  signOutEverywhere: 'Sign out everywhere',
  signOutEverywhereExplained:
    'Ends your sessions on every device, this one included, and disconnects your data connections.',
  signOutEverywhereQuestion: 'Sign out on every device and disconnect your data connections?',
  errorSigningOutEverywhere: 'Error signing out everywhere',

  // The admin's view of a per-user server (Connections admin)
  peopleConnected: 'People connected',
  /** Followed by a count. */
  peopleConnectedCount: 'Connected:',
  noPeopleConnected: 'Nobody has connected yet.',
  disconnectEveryone: 'Disconnect everyone',
  disconnectEveryoneQuestion: 'Disconnect everyone from this data server?',
  disconnectEveryoneExplained:
    'Every person’s access is forgotten and revoked where the data server allows it. Each must connect again to see its pages.',
  /** Followed by a count. */
  everyoneDisconnected: 'People disconnected:',
  errorDisconnectingEveryone: 'Error disconnecting everyone',
  errorLoadingPeopleConnected: 'Error loading the people connected',
  callbackUrlLabel: 'Callback URL (register it at the authorization server)',

  // The server form's fields for the per-user types
  authorizeUrlRequired: 'Authorization URL, token URL, client id and client secret are required',
  invalidAuthorizeUrl: 'Please enter a valid authorization URL',
  invalidRevokeUrl: 'Please enter a valid revocation URL',
} as const;
