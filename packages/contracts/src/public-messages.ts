// The texts of the screens reachable without signing in (sign-in, registration, password links,
// activation) and of a screen that failed to load, spread into `messages`. A module of their own so
// the public pages import these few texts, not every text of the portal (apps/web/src/app/public-app).
export const publicMessages = {
  required: 'Required',
  passwordMismatch: "Password confirmation doesn't match.",
  registerSuccess: 'All fine, check your email inbox and activate your new account!',
  forgotSuccess:
    'if the email provided exists in our system, you will receive an email with instructions to reset your password.',
  forgotUnexpected: 'Error requesting password reset, please try again later.',
  activating: 'Activating account...',
  activated: 'Account activated! Redirecting to login...',
  activationFailed:
    'Account not valid or link is expired. Please contact support in case you need to activate your new account.',
  // The missing letter is the product's own spelling and a test asserts it.
  resetLinkInvalid: 'Invalid link. Please request a new passwod reset.',
  resetSuccess: 'Password reset successfully. Redirecting to login...',
  loginInternalError: 'internal error, please try again later.',
  internal: 'Something went wrong on our side, please try again later.',
  invalidEmail: 'Invalid email',
  createAccount: 'Create your account',
  forgotPassword: 'Forgot password',
  setPasswordTitle: 'Set your password',
  setPasswordDescription: 'Choose the password you will sign in with.',
  passwordSet: 'Password set. Redirecting to login...',
  screenFailed: 'This screen could not be shown.',
  screenFailedAfterUpgrade: 'The portal was updated while this tab was open. Reload to get the new version.',
  reload: 'Reload',
} as const;
