import { Button, Divider, Group, Stack, Text, TextInput } from '@mantine/core';
import {
  emailPattern,
  publicMessages as messages,
  type SessionUser,
  ssoSignInMessages,
} from '@portal/contracts';
import { type FormEvent, useRef, useState } from 'react';
import { PublicLink } from '../../../components/public-link';
import { paths } from '../../../config/paths';
import { messageOf } from '../../../lib/api-client';
import { navigatePublic } from '../../../lib/public-navigation';
import { login } from '../api/login';
import { useSubmitRequest } from '../hooks/use-request';
import { useTimedMessage } from '../hooks/use-timed-message';
import { AuthHeading } from './auth-heading';

/** The sign-in page opened on single sign-on. */
export const singleSignOnPage = `${paths.login.getHref()}?sso`;

/** The address an activation handed over (activate-account.tsx), filled in for the first sign-in. */
function handedOverEmail(): string {
  const state = window.history.state as { email?: unknown } | null;
  return typeof state?.email === 'string' ? state.email : '';
}

/** What is wrong with each field, as its rule says it. */
function fieldErrors({ email, password }: { email: string; password: string }) {
  return {
    email: email === '' ? messages.required : emailPattern.test(email) ? undefined : messages.invalidEmail,
    password: password === '' ? messages.required : undefined,
  };
}

/**
 * Sign in; `onSignedIn` is told the user the session now belongs to. `onSingleSignOn` switches to
 * signing in with the company's identity provider.
 */
export function LoginForm({
  onSignedIn,
  onSingleSignOn,
}: {
  onSignedIn: (user: SessionUser) => void;
  onSingleSignOn?: () => void;
}) {
  const request = useSubmitRequest(login);
  const error = useTimedMessage();
  // The one form not on React Hook Form, and plain rules instead of the contracts' zod schema: Login
  // is the most visited screen, and either library would be a tenth of its script (DECISIONS.md).
  // As those forms do: checked on submit, then again on every change; the first wrong field focused.
  const [values, setValues] = useState(() => ({ email: handedOverEmail(), password: '' }));
  const [submitted, setSubmitted] = useState(false);
  const fields = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };
  const errors: Partial<Record<keyof typeof values, string>> = submitted ? fieldErrors(values) : {};
  const change = (field: keyof typeof values) => (event: FormEvent<HTMLInputElement>) =>
    setValues({ ...values, [field]: event.currentTarget.value });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const wrong = fieldErrors(values);
    const first = (['email', 'password'] as const).find((field) => wrong[field]);
    if (first) {
      fields[first].current?.focus();
      return;
    }
    const { email, password } = values;
    error.clear();
    try {
      onSignedIn(await request.submit({ email: email.trim(), password }));
    } catch (failure) {
      error.show(messageOf(failure, messages.loginInternalError));
    }
  };

  return (
    <>
      {/* The error takes the description's place, in room kept for it, so the form never moves. */}
      <AuthHeading
        title="Sign in"
        steady
        description={
          error.message ? (
            <Text component="span" size="sm" c="red.9" role="alert">
              {error.message}
            </Text>
          ) : (
            'Welcome back. Sign in with your e-mail and password.'
          )
        }
      />
      {/* Every field is required, so no asterisk (it would also become part of each label's text). */}
      <form onSubmit={onSubmit} noValidate aria-label="Sign in">
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            withAsterisk={false}
            error={errors.email}
            ref={fields.email}
            name="email"
            value={values.email}
            onChange={change('email')}
          />
          <TextInput
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            withAsterisk={false}
            error={errors.password}
            ref={fields.password}
            name="password"
            value={values.password}
            onChange={change('password')}
          />
          <Group justify="flex-end">
            <PublicLink to={paths.forgot.getHref()} size="sm">
              {messages.forgotPassword}
            </PublicLink>
          </Group>
          <Button type="submit" fullWidth loading={request.isPending}>
            Sign in
          </Button>
          {onSingleSignOn && (
            // A link: the sign-in page with ?sso opens on this form, so it can be bookmarked or sent.
            <Button
              component="a"
              href={singleSignOnPage}
              variant="light"
              fullWidth
              onClick={(event) => {
                event.preventDefault();
                onSingleSignOn();
              }}
            >
              {ssoSignInMessages.ssoSignIn}
            </Button>
          )}
          <Divider label="New here?" labelPosition="center" />
          <Button
            type="button"
            variant="default"
            fullWidth
            onClick={() => navigatePublic(paths.register.getHref())}
          >
            {messages.createAccount}
          </Button>
        </Stack>
      </form>
    </>
  );
}
