// Texts of the first hour (issue: errors where the eye is, invitations, explanations), spread into
// `messages`.
export const firstUseMessages = {
  // Users admin: e-mail column, search and invitations
  usersSearchPlaceholder: 'Search by name or e-mail',
  usersNoMatch: 'No user matches your search.',
  resendInvitation: 'Resend invitation',
  invitationPending: 'Invitation sent, no password yet',
  invitationSent: 'Invitation sent',
  errorSendingInvitation: 'Error sending invitation',
  invitationNotPending: 'This user has already chosen a password.',
  invitationUserInactive: 'Activate the user before sending an invitation.',
  invitationMailFailedRetry: 'We could not send the invitation e-mail, please try again later.',

  // The invitation link opens the reset screen worded for a first password
  setPasswordTitle: 'Set your password',
  setPasswordDescription: 'Choose the password you will sign in with.',
  passwordSet: 'Password set. Redirecting to login...',

  // Explanations: no access, a broken link, a screen that failed to load
  noAccess: "You don't have access to that page.",
  brokenLink: "That link doesn't lead to a page of the portal.",
  screenFailed: 'This screen could not be shown.',
  screenFailedAfterUpgrade: 'The portal was updated while this tab was open. Reload to get the new version.',
  reload: 'Reload',
} as const;
