export const roles = ['admin', 'designer', 'user'] as const;
export type Role = (typeof roles)[number];

// Here rather than beside the detail view's schemas: a screen that needs only this name does not
// pull in zod with them.
/** The dataset every detail view loads first, from the page's vars. */
export const mainDatasetName = 'main';

export const timings = {
  authRedirectMs: 8000,
  activationRedirectMs: 5000,
  invalidResetRedirectMs: 5000,
  resetSuccessRedirectMs: 3000,
  embeddingLogoutMs: 3000,
  toastMs: 10000,
  toastFadeMs: 600,
  proxyCacheMs: 5 * 60 * 1000,
  customFilterReloadMs: 2000,
  drilldownCloseMs: 500,
  layoutRefreshMs: 1000,
} as const;

export const limits = {
  smallScreenPx: 700,
  defaultPageSize: 50,
  testResponseLines: 1000,
  listCellChars: 50,
  shortText: 200,
  longText: 2000,
  passwordMin: 8,
  passwordMax: 1024,
  /** The groups an admin may put a new user in while inviting them. */
  groupsPerInvitation: 100,
} as const;

/** The after-login target value that means "the user is logging out; do not come back here". */
export const logoutTarget = 'logout';

export const csrfHeader = { name: 'x-requested-with', value: 'XMLHttpRequest' } as const;

/**
 * A cookie the page can read (the session's own is HttpOnly) that says a session may exist, set and
 * cleared beside it: a visitor without one is not asked POST /api/vt, whose 401 browsers log as an
 * error on every public page. It grants nothing; the server checks the session cookie on every call.
 */
export const signedInHint = { name: 'portal_signed_in', securePrefix: '__Host-' } as const;

// The search pages' plain constants live here, beside the schemas' module, so that a page reading them
// does not download zod.
/** The field of a text entry that means "free text" (SPEC.md §3: label and field are '*'). */
export const freeTextField = '*';
export const sortDirections = ['asc', 'desc'] as const;
export type SortDirection = (typeof sortDirections)[number];

/**
 * The error code of a data call whose person has no usable connection to a per-person server. Here,
 * beside no schema, so that the web app's first script (which reads it) does not take in zod.
 */
export const connectionRequiredCode = 'connection_required';

// Here, beside no schema, so that the signed-in layout (which reads the outcome) does not take in zod.
/** Why a connection did not complete, as the callback tells the page it sends the person back to. */
export const connectionOutcomes = ['connected', 'denied', 'failed', 'expired'] as const;
export type ConnectionOutcome = (typeof connectionOutcomes)[number];
/** The address parameter that carries the outcome back to the page. */
export const connectionOutcomeParam = 'connection';
