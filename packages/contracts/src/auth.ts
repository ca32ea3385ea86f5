import { z } from 'zod';
import { abilities } from './abilities.ts';
import { limits, roles } from './constants.ts';
import { messages } from './messages.ts';

// A missing field gets the form's 'Required'; a number, array or object where text belongs says so.
const text = () =>
  z.string({
    error: (issue) => {
      if (issue.code !== 'invalid_type') return undefined;
      return issue.input === undefined || issue.input === null ? messages.required : 'must be text';
    },
  });

const requiredText = (max: number = limits.shortText) =>
  text().trim().min(1, messages.required).max(max, `At most ${max} characters.`);

export const email = text()
  .trim()
  .min(1, messages.required)
  .max(254, 'At most 254 characters.')
  .pipe(z.email({ error: messages.invalidEmail }))
  .transform((value) => value.toLowerCase());

export const newPassword = text()
  .min(1, messages.required)
  .min(limits.passwordMin, messages.passwordTooShort)
  .max(limits.passwordMax, `At most ${limits.passwordMax} characters.`);

const passwordsMatch: [
  (value: { password: string; confirmPassword: string }) => boolean,
  { message: string; path: string[] },
] = [
  (value) => value.password === value.confirmPassword,
  { message: messages.passwordMismatch, path: ['confirmPassword'] },
];
const confirmPassword = text()
  .min(1, messages.required)
  .max(limits.passwordMax, `At most ${limits.passwordMax} characters.`);

export const registerBody = z
  .object({
    accountName: requiredText(),
    email,
    firstName: requiredText(),
    lastName: requiredText(),
    password: newPassword,
    confirmPassword,
  })
  .refine(...passwordsMatch);
export type RegisterBody = z.infer<typeof registerBody>;

export const loginBody = z.object({
  email,
  password: text()
    .min(1, messages.required)
    .max(limits.passwordMax, `At most ${limits.passwordMax} characters.`),
  fingerprint: z.string({ error: 'must be text' }).max(512, 'At most 512 characters.').optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

export const activateBody = z.object({ accountUuid: requiredText(512) });
/**
 * POST /api/activateaccount and /api/resetpassword: the e-mail the person signs in with, which the
 * sign-in page fills in.
 */
export const signInEmailReply = z.object({ message: z.string(), email: z.string() });
export const forgotBody = z.object({ email });
export const checkResetBody = z.object({ uuid: requiredText(512) });
export const resetBody = z
  .object({ resetPwdUuid: requiredText(512), password: newPassword, confirmPassword })
  .refine(...passwordsMatch);
export type ResetBody = z.infer<typeof resetBody>;

export const role = z.enum(roles);

export const sessionUser = z.object({
  uuid: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  roles: z.array(role),
  settings: z.object({ addons: z.object({ embed: z.number() }) }),
  abilities,
});
export type SessionUser = z.infer<typeof sessionUser>;

export const messageReply = z.object({ message: z.string() });
/**
 * Every refusal and failure. field names the one input a refusal is about (a dotted path into the
 * body, e.g. email, name, auth.tokenurl), so a form shows the message under that input.
 */
export const errorReply = z.object({
  code: z.string(),
  message: z.string(),
  field: z
    .string()
    .optional()
    .meta({ description: 'The input the refusal is about, as a dotted path into the body (e.g. email).' }),
  server: z.object({ uuid: z.string(), name: z.string() }).optional().meta({
    description:
      'With code connection_required (401): the data server the person must connect to first (DESIGN.md §6d).',
  }),
});
export type ErrorReply = z.infer<typeof errorReply>;

/** POST /api/checkresetpassword: the link can still be used, and what for: a first password or a reset. */
export const passwordLinkReply = z.object({
  valid: z.literal(true),
  purpose: z.enum(['reset', 'invitation']).optional(),
});
