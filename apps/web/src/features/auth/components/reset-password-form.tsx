import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { publicMessages as messages, resetBody } from '@portal/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { paths } from '../../../config/paths';
import { messageOf } from '../../../lib/api-client';
import { checkResetPassword } from '../api/check-reset-password';
import { resetPassword } from '../api/reset-password';
import { useRedirectAfter } from '../hooks/use-redirect-after';
import { useOnceRequest, useSubmitRequest } from '../hooks/use-request';
import { useTimedMessage } from '../hooks/use-timed-message';
import { AuthHeading } from './auth-heading';
import { NewPasswordFields } from './new-password-fields';

// SPEC.md §9: an invalid link goes to /login after 5 s, a successful reset after 3 s.
const invalidLinkDelayMs = 5000;
const successDelayMs = 3000;

export function ResetPasswordForm({ resetPwdUuid }: { resetPwdUuid: string }) {
  const check = useOnceRequest(`check ${resetPwdUuid}`, () => checkResetPassword(resetPwdUuid));
  const reset = useSubmitRequest(resetPassword);
  const error = useTimedMessage();
  // The link's uuid travels with the form values, so the contracts' resetBody validates the whole payload.
  const form = useForm({
    resolver: zodResolver(resetBody),
    defaultValues: { password: '', confirmPassword: '', resetPwdUuid },
  });
  const { errors } = form.formState;
  // The invitation link is a reset link for a first password: same screen and call, its own words.
  const invitation = check.data === 'invitation';
  const heading = invitation
    ? { title: messages.setPasswordTitle, description: messages.setPasswordDescription }
    : { title: 'Reset password', description: 'Choose a new password of at least 8 characters.' };
  useRedirectAfter(check.isError, invalidLinkDelayMs, paths.login.getHref());
  // The sign-in page opens with the person's address filled in: an invited person never typed it.
  const [email, setEmail] = useState<string>();
  useRedirectAfter(reset.isSuccess, successDelayMs, paths.login.getHref(), email);

  const onSubmit = form.handleSubmit(async (values) => {
    error.clear();
    try {
      setEmail((await reset.submit(values)).email);
    } catch (failure) {
      error.show(messageOf(failure, messages.internal));
    }
  });

  let body: React.ReactNode;
  if (check.isPending) {
    body = (
      <Group gap="sm" role="status">
        <Loader size="sm" color="brand.9" aria-hidden="true" />
        <Text>Checking your link...</Text>
      </Group>
    );
  } else if (check.isError) {
    body = <Alert color="red">{messages.resetLinkInvalid}</Alert>;
  } else if (reset.isSuccess) {
    body = (
      <Alert color="green" role="status">
        {invitation ? messages.passwordSet : messages.resetSuccess}
      </Alert>
    );
  } else {
    body = (
      <form onSubmit={onSubmit} noValidate aria-label={heading.title}>
        <Stack gap="md">
          {error.message && <Alert color="red">{error.message}</Alert>}
          <NewPasswordFields register={form.register} errors={errors} />
          <Button type="submit" fullWidth loading={reset.isPending}>
            {invitation ? 'Set password' : 'Reset password'}
          </Button>
        </Stack>
      </form>
    );
  }

  return (
    <>
      {/* The heading waits for the check: an invitation is worded for a first password. */}
      {!check.isPending && <AuthHeading {...heading} />}
      {body}
    </>
  );
}
