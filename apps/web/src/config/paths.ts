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
  designer: { path: '/designer', getHref: () => '/designer' },
  newSearch: { path: '/designer/newsearch', getHref: () => '/designer/newsearch' },
  newDetail: { path: '/designer/newdetail', getHref: () => '/designer/newdetail' },
  editGroups: { path: '/designer/editgroups', getHref: () => '/designer/editgroups' },
  pages: { path: '/designer/pages', getHref: () => '/designer/pages' },
} as const;
