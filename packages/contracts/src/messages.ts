import { auditMessages } from './audit-messages.ts';
import { boundCallMessages } from './bound-call-messages.ts';
import { connectionMessages } from './connection-messages.ts';
import { designMessages } from './design-messages.ts';
import { detailDesignMessages } from './detail-design-messages.ts';
import { detailMessages } from './detail-messages.ts';
import { detailPageMessages } from './detail-page-messages.ts';
import { endpointImportMessages } from './endpoint-import-messages.ts';
import { firstUseMessages } from './first-use-messages.ts';
import { getStartedMessages } from './get-started-messages.ts';
import { navigationMessages } from './navigation-messages.ts';
import { openApiMessages } from './openapi-messages.ts';
import { pageMessages } from './page-messages.ts';
import { publicMessages } from './public-messages.ts';
import { quickDesignMessages } from './quick-design-messages.ts';
import { restDetectMessages } from './rest-detect-messages.ts';
import { restMessages } from './rest-messages.ts';
import { savedSearchMessages } from './saved-search-messages.ts';
import { securityMessages } from './security-messages.ts';
import { ssoMessages } from './sso-messages.ts';
import { tableMessages } from './table-messages.ts';

// Every user-facing text of SPEC.md lives here once; the server, the web app and the tests import it.
// Areas with many texts keep them in a file of their own, spread in at the end.
export const messages = {
  ...publicMessages,
  embeddingNotPermitted: 'Embedding is not permitted.',

  invalidCredentials: 'Invalid email or password.',
  // Said only after the right password, so it tells nothing to someone guessing addresses.
  accountInactive: 'This account is disabled. Ask an administrator of your account to enable it.',
  accountNameTaken: 'An account with this name already exists.',
  accountNameTakenBeforeActivation:
    'Another registration with this account name was activated first. Please register again with another account name.',
  emailTaken: 'This email is already registered.',
  passwordTooShort: 'Password must be at least 8 characters.',
  tooManyRequests: 'Too many attempts, please wait a few minutes and try again.',
  signedOut: 'Your session has ended, please sign in again.',
  forbidden: 'You do not have permission to do this.',
  notFound: 'Not found.',
  csrfRejected: 'Request refused: it did not come from the portal.',
  databaseUnavailable: 'The portal cannot reach its database right now. Please try again in a moment.',

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
  oauthClientIdRequired: 'Client id and token URL are required',
  oauthTokenUrlRequired: 'Token URL is required',
  invalidClientAuth: 'Client authentication is none, basic or body.',
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
  emailRequired: 'Email is required',
  atLeastOneRole: 'User must have at least one role',
  errorGettingUsers: 'Error getting users',
  userCreated: 'User created',
  userUpdated: 'User updated',
  userDeleted: 'User deleted',
  errorCreatingUser: 'Error creating user',
  errorUpdatingUser: 'Error updating user',
  errorDeletingUser: 'Error deleting user',
  inviteGroups: 'Groups',
  inviteGroupsHint: 'The new user opens the pages of these groups.',
  inviteNoGroups: 'No groups yet: they are made on the Groups screen, and people added there.',

  // Views
  viewNotFound: 'View not found',
  viewExists: 'View already exists',
  untitledView: 'Untitled View',
  unnamedView: 'Unnamed View',

  // The data proxy: each upstream failure has its own text (DESIGN.md §6)
  upstreamTimeout: 'The data server did not answer in time.',
  upstreamUnreachable: 'The data server could not be reached.',
  upstreamBlocked: 'The data server address is not allowed (local or private network).',
  upstreamBadScheme: 'Only http and https data servers are supported.',
  upstreamRedirected: 'The data server redirected the request, which is not followed.',
  upstreamInvalidJson: 'The data server did not answer with valid JSON.',
  upstreamTooLarge: 'The data server answer is too large.',
  upstreamFailed: 'The data server answered with an error',
  upstreamAuthRefused: 'The data server refused the credentials.',
  upstreamTokenFailed: 'The token server did not issue an access token.',
  upstreamUrlEscapes: 'A URL variable value may not leave its path segment.',
  upstreamFreeTextNeedsFields: 'Free-text search needs at least one text filter field for this server.',
  upstreamNoRows: 'The data server answer holds no list of rows.',

  // Accounts and sign-in (server answers)
  signedOutNow: 'You are signed out.',

  // Users, groups and views (server answers)
  userNotFound: 'User not found',
  emailCannotChange: 'The e-mail of an existing user cannot be changed.',
  cannotDeleteSelf: 'You cannot delete your own user.',
  cannotDeactivateSelf: 'You cannot deactivate your own user.',
  cannotRemoveOwnAdmin: 'You cannot remove your own admin role.',
  invitationMailFailed:
    'We could not send the invitation e-mail, so the user was not created. Please try again later.',
  groupNameRequired: 'Group name is required',
  groupNameTaken: 'A group with this name already exists.',
  groupNotFound: 'Group not found',
  userAlreadyInGroup: 'User is already in this group',
  viewAlreadyInGroup: 'View is already in this group',
  userNotInGroup: 'User is not in this group',
  viewNotInGroup: 'View is not in this group',
  groupDeleted: 'Group deleted',
  userRemovedFromGroup: 'User removed from group',
  viewRemovedFromGroup: 'View removed from group',
  viewNameRequired: 'View name is required',
  invalidViewType: 'View type must be search or detail',
  viewTypeCannotChange: 'The type of a view cannot be changed.',
  staleViewVersion: 'This view was changed by someone else; reload to get the latest version.',
  viewServerNotFound: 'The server of this view does not exist:',
  viewEndpointNotFound: 'The endpoint of this view does not exist on its server:',

  // Screen texts (SPEC.md §2)
  homeTitle: 'Home',
  homeSubtitle: "Let's make today productive",

  // Groups admin toasts (SPEC.md §8); the generic error of each action names the action
  errorGettingGroups: 'Error getting groups',
  errorGettingViews: 'Error getting views',
  errorGettingUsersInGroup: 'Error getting users in group',
  errorGettingViewsInGroup: 'Error getting views in group',
  userAddedToGroup: 'User added to group',
  viewAddedToGroup: 'View added to group',
  groupCreated: 'Group created',
  errorCreatingGroup: 'Error creating group',
  errorDeletingGroup: 'Error deleting group',
  errorAddingUserToGroup: 'Error adding user to group',
  errorAddingViewToGroup: 'Error adding view to group',
  errorRemovingUserFromGroup: 'Error removing user from group',
  errorRemovingViewFromGroup: 'Error removing view from group',

  // Screen texts of home, users admin, designer home and groups admin (SPEC.md §2)
  homeFilterPlaceholder: 'Filter by keyword...',
  homeNoViews: 'No pages yet. An administrator or designer adds you to the groups that hold them.',
  homeNoMatch: 'No pages match your filter.',
  createNewUser: 'Create New User',
  createUser: 'Create User',
  updateUser: 'Update User',
  deleteUser: 'Delete User',
  dangerArea: 'Danger Area',
  noUsers: 'No users yet.',
  newGroup: 'New Group',
  deleteGroup: 'Delete Group',
  noGroups: 'No groups yet. Create one with New Group.',

  // Settings from the user dropdown: people change their own names and password
  currentPasswordWrong: 'Current password is incorrect.',
  profileUpdated: 'Profile updated',
  errorUpdatingProfile: 'Error updating profile',
  passwordChanged: 'Password changed',
  errorChangingPassword: 'Error changing password',

  // Connections admin (SPEC.md §8): error toasts that carry the server message on 400
  errorCreatingEndpoint: 'Error creating endpoint',
  errorUpdatingEndpoint: 'Error updating endpoint',
  errorDeletingEndpoint: 'Error deleting endpoint',
  errorTestingEndpoint: 'Error testing endpoint',
  errorLoadingServers: 'Error loading servers',
  errorLoadingEndpoints: 'Error loading endpoints',

  // Screen texts of admin home and connections admin (SPEC.md §2)
  adminTitle: 'Admin',
  connectionsTitle: 'Connections',
  usersTitle: 'Users',
  newServer: 'New Server',
  removeServer: 'Remove Server',
  saveChanges: 'Save Changes',
  editCredentials: 'Edit Credentials',
  editEndpoints: 'Edit Endpoints',
  testEndpoints: 'Test Endpoints',
  newEndpoint: 'New Endpoint',
  addEndpoint: 'Add Endpoint',
  deleteEndpoint: 'Delete Endpoint',
  updateEndpoint: 'Update Endpoint',
  testEndpoint: 'Test Endpoint',
  cancelEndpointTest: 'Cancel',
  endpointTestCancelled: 'Test cancelled. The portal stopped waiting for the data server.',
  secretStored: 'stored — leave blank to keep',
  noServers: 'No servers yet. Add one with New Server.',
  noEndpoints: 'No endpoints yet on this server.',

  // Search views: the server's checks on a save (DESIGN.md §7) and the new search wizard (SPEC.md §5, §8)
  viewFieldNamesInvalid: 'These are not plain field names:',
  viewColumnsRepeated: 'These columns appear more than once:',
  viewTextFiltersRepeated: 'These text filter fields appear more than once:',
  viewCustomFiltersRepeated: 'These custom filter fields appear more than once:',
  viewDestinationNotDetail: 'This column navigation destination is not a detail view of this account:',
  viewDestinationVariableUnknown: 'The destination view has no URL variable named:',
  invalidMainEntity: 'Invalid main entity, no fields detected',
  wizardNoData: 'Error, no data found or invalid in response.',
  // A proxy failure without a message of the server: its raw HTTP status follows, e.g. '… status 502'.
  wizardHttpStatus: 'The sample could not be read: HTTP status',
  viewCreated: 'View created successfully',
  errorCreatingView: 'Error creating view',
  wizardNext: 'Next',
  wizardCreateView: 'Create View',
  selectAtLeastOneColumn: 'Please select at least one column',
  selectGroup: 'Please select a group',

  // Home: the list of my views could not be loaded (the detail page's text of SPEC.md §8)
  errorLoadingViews: 'Error loading views',

  // Search view screen (SPEC.md §2, §4, §5, §8)
  searchRecords: 'Records:',
  // Read by screen readers after 'Records:' when the rows could not be loaded (a dash is shown).
  searchRecordsUnknown: 'unknown',
  searchNoRecords: 'No records found',
  searchLoadFailed: 'The records could not be loaded.',
  searchTryAgain: 'Try again',
  searchErrorLoadingDataPrefix: 'Error loading data ',
  searchErrorLoadingData: 'Error loading data.',
  searchErrorLoadingDestination: 'Error loading destination details.',
  searchErrorSavingNavigation: 'Error saving navigation settings',
  searchInvalidDestination: 'Navigation error, invalid destination.',
  searchNavigationUpdated: 'Search navigation updated',
  searchCustomFieldAdded: 'Custom field added',
  searchViewSaved: 'View saved successfully',
  searchErrorSavingView: 'Error saving view',
  searchNavigationLocked: 'Navigation locked in design mode.',
  searchSelectField: 'Please select a field',
  searchFieldExists: 'Field already exists',
  searchLabelEmpty: 'Label cannot be empty',
  searchColumnExists: 'Column already exists',
  searchDesigner: 'Designer',
  searchDesignMode: 'Design Mode',
  searchSaveAndExit: 'Save & Exit',
  searchEditTextFilters: 'Edit Text Filters',
  searchEditCustomFilters: 'Edit Custom Filters',
  searchEditColumns: 'Edit Columns',
  searchEditTitleAndName: 'Edit Title & Name',

  ...detailMessages,
  ...detailPageMessages,
  ...securityMessages,
  ...boundCallMessages,
  ...firstUseMessages,
  ...designMessages,
  ...detailDesignMessages,
  ...quickDesignMessages,
  ...restMessages,
  ...restDetectMessages,
  ...endpointImportMessages,
  ...tableMessages,
  ...pageMessages,
  ...savedSearchMessages,
  ...auditMessages,
  ...navigationMessages,
  ...getStartedMessages,
  ...openApiMessages,
  ...connectionMessages,
  ...ssoMessages,
} as const;

export type MessageKey = keyof typeof messages;
