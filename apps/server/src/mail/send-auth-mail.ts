import {
  activationMail,
  choosePasswordMail,
  invitationMail,
  passwordResetMail,
  registrationAttemptMail,
} from './auth-mail-templates.ts';
import type { Mailer } from './mailer.ts';

type Recipient = { email: string; firstName: string };

// The screens behind these links are /activate/{accountUuid} and /resetpassword/{uuid} (SPEC.md §2).
export function sendActivation(
  mailer: Mailer,
  to: Recipient & { accountName: string },
  token: string,
): Promise<void> {
  return mailer.send(
    activationMail(to.email, to.firstName, to.accountName, `${mailer.publicUrl}/activate/${token}`),
  );
}

/** An activated account without a password: its owner chooses one on the reset-password screen. */
export function sendChoosePassword(
  mailer: Mailer,
  to: Recipient & { accountName: string },
  token: string,
): Promise<void> {
  return mailer.send(
    choosePasswordMail(to.email, to.firstName, to.accountName, `${mailer.publicUrl}/resetpassword/${token}`),
  );
}

export function sendPasswordReset(mailer: Mailer, to: Recipient, token: string): Promise<void> {
  return mailer.send(passwordResetMail(to.email, to.firstName, `${mailer.publicUrl}/resetpassword/${token}`));
}

/** An admin-created user chooses a password on the reset-password screen. */
export function sendInvitation(
  mailer: Mailer,
  to: Recipient & { accountName: string },
  token: string,
): Promise<void> {
  return mailer.send(
    invitationMail(to.email, to.firstName, to.accountName, `${mailer.publicUrl}/resetpassword/${token}`),
  );
}

/** Registration answers a known address as a new one, and tells its owner instead. */
export function sendRegistrationAttempt(mailer: Mailer, to: Recipient): Promise<void> {
  return mailer.send(registrationAttemptMail(to.email, to.firstName, `${mailer.publicUrl}/login`));
}
