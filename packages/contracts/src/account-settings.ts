import { z } from 'zod';
import { newPassword } from './auth.ts';
import { limits } from './constants.ts';
import { messages } from './messages.ts';

const personName = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(limits.shortText, `At most ${limits.shortText} characters.`);

/** PUT /api/me: people change their own names; e-mail, roles and the rest stay with the admins. */
export const profileUpdateBody = z.object({
  firstName: personName(messages.firstNameRequired),
  lastName: personName(messages.lastNameRequired),
});
export type ProfileUpdateBody = z.infer<typeof profileUpdateBody>;

/** POST /api/me/password: the current password proves it is the person and not a borrowed session. */
export const passwordChangeBody = z
  .object({
    currentPassword: z
      .string({ error: messages.required })
      .min(1, messages.required)
      .max(limits.passwordMax, `At most ${limits.passwordMax} characters.`),
    password: newPassword,
    confirmPassword: z
      .string({ error: messages.required })
      .min(1, messages.required)
      .max(limits.passwordMax, `At most ${limits.passwordMax} characters.`),
  })
  .refine((value) => value.password === value.confirmPassword, {
    message: messages.passwordMismatch,
    path: ['confirmPassword'],
  });
export type PasswordChangeBody = z.infer<typeof passwordChangeBody>;
