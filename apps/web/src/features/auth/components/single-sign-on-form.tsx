import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import {
  emailPattern,
  ssoSignInMessages as messages,
  publicMessages,
  type SsoRefusalCode,
  ssoRefusalMessages,
} from '@portal/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { paths } from '../../../config/paths';
import { AuthHeading } from './auth-heading';

/** The address that starts a single sign-on for a work e-mail (DESIGN.md §4a). */
export const singleSignOnStart = (email: string) => `/api/sso/start?${new URLSearchParams({ email })}`;

function emailError(email: string) {
  if (email === '') return publicMessages.required;
  return emailPattern.test(email) ? undefined : publicMessages.invalidEmail;
}

/**
 * 'Sign in with single sign-on': the work e-mail, then the browser goes to the company's identity
 * provider through the portal. A refusal the portal sent the browser back with is shown in place of
 * the description, as the sign-in form shows its errors.
 */
export function SingleSignOnForm({
  refusal,
  onUsePassword,
}: {
  refusal: SsoRefusalCode | undefined;
  onUsePassword: () => void;
}) {
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const error = submitted ? emailError(email.trim()) : undefined;
  // Back from the provider's page (the browser's cache keeps this one), the button works again.
  useEffect(() => {
    const onShow = () => setLeaving(false);
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (emailError(email.trim())) {
      input.current?.focus();
      return;
    }
    setLeaving(true);
    window.location.assign(singleSignOnStart(email.trim()));
  };

  return (
    <>
      <AuthHeading
        title={messages.ssoSignIn}
        steady
        description={
          refusal ? (
            <Text component="span" size="sm" c="red.9" role="alert">
              {ssoRefusalMessages[refusal]}
            </Text>
          ) : (
            messages.ssoSignInDescription
          )
        }
      />
      <form onSubmit={onSubmit} noValidate aria-label={messages.ssoSignIn}>
        <Stack gap="md">
          <TextInput
            label={messages.ssoWorkEmail}
            type="email"
            autoComplete="email"
            required
            withAsterisk={false}
            error={error}
            ref={input}
            name="email"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            data-autofocus
          />
          <Button type="submit" fullWidth loading={leaving}>
            {messages.ssoContinue}
          </Button>
          <Anchor
            href={paths.login.getHref()}
            size="sm"
            ta="center"
            onClick={(event) => {
              event.preventDefault();
              onUsePassword();
            }}
          >
            {messages.ssoUsePassword}
          </Anchor>
        </Stack>
      </form>
    </>
  );
}
