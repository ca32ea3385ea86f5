/**
 * Every TanStack Query key of the web app, and only here. A key's start names what it holds, so that
 * invalidating a start refreshes everything under it: `servers.all()` also refreshes each server's
 * details, endpoints and usage; `views.all()` every views list, the overview and each view.
 * Two screens asking the same endpoint the same way share one key, and so one cache entry.
 */
export const queryKeys = {
  /** POST /api/vt: the signed-in user, or null. */
  session: () => ['session'] as const,

  servers: {
    /** GET /api/servers. */
    all: () => ['servers'] as const,
    /** GET /api/servers/{id}; also the start of everything read of that server. */
    detail: (serverId: string) => ['servers', serverId] as const,
    /** GET /api/servers/{id}/endpoints: every endpoint. */
    endpoints: (serverId: string) => ['servers', serverId, 'endpoints'] as const,
    /** The endpoints answering one kind of response ('list' for search pages, 'record' for detail pages). */
    endpointsOfKind: (serverId: string, kind: 'list' | 'record') =>
      ['servers', serverId, 'endpoints', kind] as const,
    /** GET /api/servers/{id}/usage: under the server, so whatever refreshes the servers refreshes it. */
    usage: (serverId: string) => ['servers', serverId, 'usage'] as const,
    /** GET /api/servers/{id}/connections: who is connected to a per-person server (admins). */
    connections: (serverId: string) => ['servers', serverId, 'connections'] as const,
    /** POST /api/servers/{id}/pages/proposal: the pages its endpoints make (DESIGN.md §7d). */
    pagesProposal: (serverId: string) => ['servers', serverId, 'pages-proposal'] as const,
  },

  /** GET /api/me/connections: the data servers the person reads with their own account. */
  myConnections: { all: () => ['my-connections'] as const },

  /** GET /api/users: summaries for designers, full users for admins (one cache entry either way). */
  users: { all: () => ['users'] as const },

  groups: {
    /** GET /api/groups. */
    all: () => ['groups'] as const,
    /** The start of everything read of one group. */
    detail: (groupUuid: string) => ['groups', groupUuid] as const,
    users: (groupUuid: string) => ['groups', groupUuid, 'users'] as const,
    views: (groupUuid: string) => ['groups', groupUuid, 'views'] as const,
  },

  views: {
    /** GET /api/views: every view of the account; the start of every key below. */
    all: () => ['views'] as const,
    /** The same list as names only: another shape, so another key. */
    names: () => ['views', 'names'] as const,
    /** GET /api/views/overview: every page with its groups and last change. */
    overview: () => ['views', 'overview'] as const,
    /** GET /api/views/{id}. */
    detail: (viewUuid: string) => ['views', viewUuid] as const,
  },

  /** GET /api/myviews: the views of the caller's groups (Home). */
  myViews: { all: () => ['myviews'] as const },

  savedSearches: {
    /** The start of every saved-search list (each page's and Home's): one change refreshes all. */
    all: () => ['saved-searches'] as const,
    /** GET /api/saved-searches: the caller's saved searches with their views. */
    everyView: () => ['saved-searches', 'all'] as const,
    /** GET /api/views/{id}/saved-searches. */
    ofView: (viewUuid: string) => ['saved-searches', viewUuid] as const,
  },

  /** What design mode needs of a navigation's destination page. */
  destinations: {
    variables: (viewUuid: string | null) => ['destination-variables', viewUuid] as const,
    details: (viewUuid: string | null) => ['destination-details', viewUuid] as const,
  },

  /** Answers of POST /api/proxy: the data of the pages. */
  proxy: {
    /** Every answer of the pages' data calls (a person's connection ended: none is theirs any more). */
    all: () => ['proxy'] as const,
    /** Every page of rows of one search page, whatever its question. */
    searchOfView: (viewUuid: string) => ['proxy', 'search', viewUuid] as const,
    search: (viewUuid: string, endpoint: string, params: unknown) =>
      ['proxy', 'search', viewUuid, endpoint, params] as const,
    /** A detail page's record or lookup answer. */
    dataset: (request: unknown) => ['proxy', 'dataset', request] as const,
    /** Every paged list of the detail pages. */
    lists: () => ['proxy', 'list'] as const,
    list: (request: unknown) => ['proxy', 'list', request] as const,
    /** A few rows of an endpoint, as design mode samples it. */
    endpointSample: (endpoint: string | undefined, urlVariables: unknown) =>
      ['proxy', 'endpoint-sample', endpoint, urlVariables] as const,
  },

  /** The Admin home's counts, read afresh on each visit. */
  adminHome: {
    serverCount: () => ['admin-home', 'server-count'] as const,
    userCount: () => ['admin-home', 'user-count'] as const,
  },

  /** Settings ▸ Sign-in. */
  signIn: {
    /** GET /api/identity-providers. */
    providers: () => ['identity-providers'] as const,
    /** GET /api/sign-in-tests/{id}. */
    test: (testId: string) => ['sign-in-tests', testId] as const,
    /** GET /api/scim-tokens. */
    scimTokens: () => ['scim-tokens'] as const,
  },

  /** GET /api/audit with its filters, page after page. */
  audit: (filters: unknown) => ['audit', filters] as const,
};
