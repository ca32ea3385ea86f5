// Every route path lives here once; links and redirects use getHref, never a hand-written string.
export const paths = {
  root: { path: '/', getHref: () => '/' },
  login: { path: '/login', getHref: () => '/login' },
  register: { path: '/register', getHref: () => '/register' },
  forgot: { path: '/forgot', getHref: () => '/forgot' },
  resetPassword: {
    path: '/resetpassword/:uuid',
    getHref: (uuid: string) => `/resetpassword/${encodeURIComponent(uuid)}`,
  },
  activate: {
    path: '/activate/:accountUuid',
    getHref: (accountUuid: string) => `/activate/${encodeURIComponent(accountUuid)}`,
  },
  home: { path: '/home', getHref: () => '/home' },
  searchView: {
    path: '/user/search/:uuid',
    getHref: (uuid: string) => `/user/search/${encodeURIComponent(uuid)}`,
  },
  detailView: {
    path: '/user/detail/:uuid',
    getHref: (uuid: string) => `/user/detail/${encodeURIComponent(uuid)}`,
  },
  admin: { path: '/admin', getHref: () => '/admin' },
  connectionsAdmin: {
    path: '/admin/connectorsadmin',
    // With a server: Connections opens on it (the wizards link there to add its endpoints).
    getHref: (serverId?: string) =>
      serverId ? `/admin/connectorsadmin?server=${encodeURIComponent(serverId)}` : '/admin/connectorsadmin',
  },
  usersAdmin: { path: '/admin/usersadmin', getHref: () => '/admin/usersadmin' },
  auditLog: { path: '/admin/audit', getHref: () => '/admin/audit' },
  // Settings ▸ Sign-in (DESIGN.md §4a); a test sign-in comes back here with its result's id.
  signInSettings: {
    path: '/admin/sign-in',
    getHref: (testId?: string) =>
      testId ? `/admin/sign-in?test=${encodeURIComponent(testId)}` : '/admin/sign-in',
  },
  designer: { path: '/designer', getHref: () => '/designer' },
  newSearch: { path: '/designer/newsearch', getHref: () => '/designer/newsearch' },
  newDetail: { path: '/designer/newdetail', getHref: () => '/designer/newdetail' },
  editGroups: { path: '/designer/editgroups', getHref: () => '/designer/editgroups' },
  pages: { path: '/designer/pages', getHref: () => '/designer/pages' },
} as const;

/** Whether `pathname` is an address of `path` (its ':name' segments any one segment), as the router reads it. */
export function isPathOf(path: string, pathname: string): boolean {
  return new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}/?$`, 'i').test(pathname);
}

/** The pages reachable without signing in: the public app's (app/public-app), not the router's. */
export const publicPaths = [
  paths.root,
  paths.login,
  paths.register,
  paths.forgot,
  paths.resetPassword,
  paths.activate,
];

/** An address of a signed-in screen; anything else (a public page, an unknown path) is the public app's. */
export function isSignedInPath(pathname: string): boolean {
  return (
    !publicPaths.some(({ path }) => isPathOf(path, pathname)) &&
    Object.values(paths).some(({ path }) => isPathOf(path, pathname))
  );
}
