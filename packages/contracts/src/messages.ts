// Every user-facing text of SPEC.md lives here once; the server, the web app and the tests import it.
export const messages = {
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
  embeddingNotPermitted: 'Embedding is not permitted.',

  invalidCredentials: 'Invalid email or password.',
  accountInactive: 'Invalid email or password.',
  accountNameTaken: 'An account with this name already exists.',
  emailTaken: 'This email is already registered.',
  passwordTooShort: 'Password must be at least 8 characters.',
  tooManyRequests: 'Too many attempts, please wait a few minutes and try again.',
  signedOut: 'Your session has ended, please sign in again.',
  forbidden: 'You do not have permission to do this.',
  notFound: 'Not found.',
  csrfRejected: 'Request refused: it did not come from the portal.',
  internal: 'Something went wrong on our side, please try again later.',

  // Servers and endpoints (SPEC.md §5, §8)
  allFieldsRequired: 'All fields are required',
  invalidServerUrl: 'Please enter a valid Server URL',
  duplicateServerName: 'Please select a different server name',
  usernamePasswordRequired: 'Username and password are required',
  serverAdded: 'Server added',
  serverUpdated: 'Server updated',
  serverDeleted: 'Server deleted',
  serverNotSelected: 'Server not selected',
  errorCreatingServer: 'Error creating server',
  errorUpdatingServerNoResponse: 'Error updating server, check all data provided.',
  errorUpdatingServerLater: 'Error updating server, try later.',
  errorDeletingServer: 'Error deleting server',
  endpointAdded: 'Endpoint added',
  endpointUpdated: 'Endpoint updated',
  endpointDeleted: 'Endpoint deleted',
  endpointNotSelected: 'Endpoint not selected',
  paramNameRequired: 'Param name is required',
  headerNameRequired: 'Header name is required',
  oauthFieldsRequired: 'Client id, secret and token URL are required',
  invalidTokenUrl: 'Please enter a valid token URL',
  invalidAdapter: 'Please select a valid adapter',
  invalidAuthType: 'Please select a valid authentication type',
  endpointNameRequired: 'Endpoint name is required',
  endpointUrlRequired: 'Endpoint URL is required',
  invalidEndpointMethod: 'Method must be GET or POST',
  invalidEndpointResponse: 'Response must be Record, List or Complex Object',

  // Users and groups (SPEC.md §5, §8)
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  invalidEmail: 'Invalid email',
  atLeastOneRole: 'User must have at least one role',
  errorGettingUsers: 'Error getting users',
  userCreated: 'User created',
  userUpdated: 'User updated',
  userDeleted: 'User deleted',
  errorCreatingUser: 'Error creating user',
  errorUpdatingUser: 'Error updating user',
  errorDeletingUser: 'Error deleting user',

  // Views
  viewNotFound: 'View not found',
  viewExists: 'View already exists',
  untitledView: 'Untitled View',
  unnamedView: 'Unnamed View',

  // Accounts and sign-in (server answers)
  signedOutNow: 'You are signed out.',
  activationMailFailed: 'We could not send the activation e-mail, please try again later.',
} as const;

export type MessageKey = keyof typeof messages;
