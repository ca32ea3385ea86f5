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

  // Explanations: no access, a broken link (a screen that failed to load: public-messages)
  noAccess: "You don't have access to that page.",
  brokenLink: "That link doesn't lead to a page of the portal.",
} as const;
