import type { Mail } from './mailer.ts';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

type Template = {
  subject: string;
  greeting: string;
  paragraphs: string[];
  button: string;
  footer: string;
};

/** Plain text with the link on a line of its own, plus the same words as simple HTML. */
function compose(to: string, link: string, template: Template): Mail {
  const text = [
    template.greeting,
    '',
    ...template.paragraphs.flatMap((paragraph) => [paragraph, '']),
    link,
    '',
    template.footer,
    '',
  ].join('\n');
  const html = [
    '<!doctype html>',
    '<html><body style="font-family: sans-serif; line-height: 1.5; color: #303d50">',
    `<p>${escapeHtml(template.greeting)}</p>`,
    ...template.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p><a href="${escapeHtml(link)}" style="background: #01696A; color: #ffffff; padding: 10px 16px; border-radius: 4px; text-decoration: none">${escapeHtml(template.button)}</a></p>`,
    `<p style="font-size: 13px">If the button does not work, copy this address into your browser:<br>${escapeHtml(link)}</p>`,
    `<p style="font-size: 13px; color: #6b7280">${escapeHtml(template.footer)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject: template.subject, text, html, link };
}

/** Names the account, so that whoever reads the mailbox can tell a registration that is not theirs. */
export function activationMail(to: string, firstName: string, accountName: string, link: string): Mail {
  return compose(to, link, {
    subject: 'Activate your account',
    greeting: `Hello ${firstName},`,
    paragraphs: [
      `Thank you for creating the account ${accountName}. Open the link below to activate it. The link is valid for 48 hours and can be used once.`,
      'If this address was registered more than once, any of these links activates the account, and no password given when registering is kept: you will then get an e-mail to choose yours.',
    ],
    button: 'Activate my account',
    footer: 'If you did not create this account, you can ignore this e-mail.',
  });
}

/**
 * After an activation of an address that was registered more than once: nobody can tell which
 * registration's password was its owner's, so the owner chooses one here.
 */
export function choosePasswordMail(to: string, firstName: string, accountName: string, link: string): Mail {
  return compose(to, link, {
    subject: 'Choose the password of your account',
    greeting: `Hello ${firstName},`,
    paragraphs: [
      `Your account ${accountName} is activated. This address was registered more than once before it was activated, so no password given when registering was kept. Open the link below to choose yours. The link is valid for 7 days and can be used once.`,
    ],
    button: 'Choose my password',
    footer: "If the link has expired, choose 'Forgot password' on the sign-in page.",
  });
}

export function passwordResetMail(to: string, firstName: string, link: string): Mail {
  return compose(to, link, {
    subject: 'Reset your password',
    greeting: `Hello ${firstName},`,
    paragraphs: [
      'Someone asked to reset the password of your account. Open the link below to choose a new one. The link is valid for 1 hour and can be used once.',
    ],
    button: 'Choose a new password',
    footer: 'If you did not ask for this, you can ignore this e-mail; your password stays as it is.',
  });
}

export function invitationMail(to: string, firstName: string, accountName: string, link: string): Mail {
  return compose(to, link, {
    subject: `You are invited to ${accountName}`,
    greeting: `Hello ${firstName},`,
    paragraphs: [
      `An administrator of ${accountName} has created a user for you on the portal. Open the link below to choose your password. The link is valid for 7 days and can be used once.`,
    ],
    button: 'Choose my password',
    footer: 'If you did not expect this invitation, you can ignore this e-mail.',
  });
}

/** To the owner of an address someone tried to register again: nothing was created. */
export function registrationAttemptMail(to: string, firstName: string, link: string): Mail {
  return compose(to, link, {
    subject: 'Someone tried to register with your e-mail address',
    greeting: `Hello ${firstName},`,
    paragraphs: [
      'Someone, perhaps you, tried to create a new account on the portal with this e-mail address. It already belongs to your account, so nothing was created.',
      "If it was you, sign in below. If you forgot your password, choose 'Forgot password' on the sign-in page.",
    ],
    button: 'Sign in',
    footer: 'If it was not you, you can ignore this e-mail: your account is unchanged.',
  });
}
