import { z } from 'zod';
import { limits, roles } from './constants.ts';
import { messages } from './messages.ts';

const requiredText = (max: number = limits.shortText) =>
  z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .max(max, `At most ${max} characters.`);

export const email = z
  .string({ error: messages.required })
  .trim()
  .min(1, messages.required)
  .max(254, 'At most 254 characters.')
  .pipe(z.email({ error: messages.invalidEmail }))
  .transform((value) => value.toLowerCase());

export const newPassword = z
  .string({ error: messages.required })
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
const confirmPassword = z
  .string({ error: messages.required })
  .min(1, messages.required)
  .max(limits.passwordMax);

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
  password: z.string({ error: messages.required }).min(1, messages.required).max(limits.passwordMax),
  fingerprint: z.string().max(512).optional(),
});
export type LoginBody = z.infer<typeof loginBody>;

export const activateBody = z.object({ accountUuid: requiredText(512) });
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
});
export type SessionUser = z.infer<typeof sessionUser>;

export const messageReply = z.object({ message: z.string() });
export const errorReply = z.object({ code: z.string(), message: z.string() });
export type ErrorReply = z.infer<typeof errorReply>;
