// The sign-in page's texts of single sign-on (DESIGN.md §4a): few, and a module of their own, so the
// public pages import these and not every text of the portal.

/** Why a single sign-on was refused: the code rides in the sign-in page's address (?sso_error=). */
export const ssoRefusalCodes = [
  'expired',
  'forged',
  'provider_error',
  'unknown_domain',
  'no_email',
  'unverified_email',
  'outside_domains',
  'other_account',
  'no_user',
  'disabled',
  'already_linked',
] as const;
export type SsoRefusalCode = (typeof ssoRefusalCodes)[number];

/** What the sign-in page says for each refusal. */
export const ssoRefusalMessages: Record<SsoRefusalCode, string> = {
  expired: 'This sign-in took too long or was already used. Please sign in again.',
  forged: 'This sign-in could not be verified, so it was refused. Please start again from the sign-in page.',
  provider_error:
    "Your company's identity provider did not complete the sign-in. Please try again, or ask your administrator.",
  unknown_domain:
    'No company signs in with single sign-on at this e-mail domain. Sign in with your password, or ask your administrator.',
  no_email:
    'Your identity provider did not send an e-mail address, so the portal cannot tell who you are. Ask your administrator.',
  unverified_email:
    'Your identity provider has not verified your e-mail address, so it cannot be used to sign in here. Ask your administrator.',
  outside_domains:
    'Your e-mail address is not in a domain your company signs in with here. Ask your administrator.',
  other_account:
    'Your e-mail address belongs to another account of this portal, so it cannot sign in here. Ask your administrator.',
  no_user: 'You have no user in this portal yet. Ask your administrator to add you.',
  disabled: 'This account is disabled. Ask an administrator of your account to enable it.',
  already_linked:
    'Your portal user is already linked to another identity at this provider. Ask your administrator.',
};

export const ssoSignInMessages = {
  ssoSignIn: 'Sign in with single sign-on',
  ssoSignInDescription: "Enter your work e-mail: you continue at your company's sign-in page.",
  ssoWorkEmail: 'Work e-mail',
  ssoContinue: 'Continue',
  ssoUsePassword: 'Sign in with a password instead',
  ssoEnforced:
    "Your company signs in with single sign-on: use 'Sign in with single sign-on' with your work e-mail.",
  ssoNoPasswordReset:
    "Your company signs in with single sign-on, so this portal keeps no password for you: use 'Sign in with single sign-on' on the sign-in page.",
} as const;

/** Where a single sign-on sends the browser back, and the parameters the screens read there. */
export const ssoAddresses = {
  /** The sign-in page: signed in, it goes on to the page the person wanted. */
  signInPage: '/login',
  /** The sign-in page's parameter naming a refusal (one of ssoRefusalCodes). */
  refusalParameter: 'sso_error',
  /** Settings ▸ Sign-in, where a test sign-in's result is shown. */
  settings: '/admin/sign-in',
  /** Its parameter naming the test result to show. */
  testParameter: 'test',
} as const;
