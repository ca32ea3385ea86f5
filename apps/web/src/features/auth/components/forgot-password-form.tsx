import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { forgotBody, publicMessages as messages } from '@portal/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PublicLink } from '../../../components/public-link';
import { paths } from '../../../config/paths';
import { messageOf } from '../../../lib/api-client';
import { forgotPassword } from '../api/forgot-password';
import { useRedirectAfter } from '../hooks/use-redirect-after';
import { useSubmitRequest } from '../hooks/use-request';
import { useTimedMessage } from '../hooks/use-timed-message';
import { AuthHeading } from './auth-heading';

// SPEC.md §9: after the request, the screen goes to /login after 8 s.
const redirectDelayMs = 8000;

export function ForgotPasswordForm() {
  const request = useSubmitRequest(forgotPassword);
  const error = useTimedMessage();
  const form = useForm({ resolver: zodResolver(forgotBody), defaultValues: { email: '' } });
  const { errors } = form.formState;
  useRedirectAfter(request.isSuccess, redirectDelayMs, paths.login.getHref());

  // The server's own words: the usual answer, or (single sign-on required) the way to go instead.
  const [answer, setAnswer] = useState<string>();

  const onSubmit = form.handleSubmit(async (values) => {
    error.clear();
    try {
      setAnswer((await request.submit(values)).message);
    } catch (failure) {
      error.show(messageOf(failure, messages.forgotUnexpected));
    }
  });

  return (
    <>
      <AuthHeading
        title={messages.forgotPassword}
        description="Enter the e-mail you sign in with and we will send you a link to choose a new password."
      />
      {request.isSuccess ? (
        <Alert color="green" role="status">
          {answer ?? messages.forgotSuccess}
        </Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-label={messages.forgotPassword}>
          <Stack gap="md">
            {error.message && <Alert color="red">{error.message}</Alert>}
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
              required
              withAsterisk={false}
              error={errors.email?.message}
              {...form.register('email')}
            />
            <Button type="submit" fullWidth loading={request.isPending}>
              Send reset link
            </Button>
            <Group justify="center">
              <PublicLink to={paths.login.getHref()} size="sm">
                Back to sign in
              </PublicLink>
            </Group>
          </Stack>
        </form>
      )}
    </>
  );
}
