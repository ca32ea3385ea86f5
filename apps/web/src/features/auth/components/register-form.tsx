import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { publicMessages as messages, registerBody } from '@portal/contracts';
import { useForm } from 'react-hook-form';
import { PublicLink } from '../../../components/public-link';
import { paths } from '../../../config/paths';
import { messageOf } from '../../../lib/api-client';
import { showRefusalInForm } from '../../../lib/field-errors';
import { register } from '../api/register';
import { useRedirectAfter } from '../hooks/use-redirect-after';
import { useSubmitRequest } from '../hooks/use-request';
import { useTimedMessage } from '../hooks/use-timed-message';
import { AuthHeading } from './auth-heading';
import { NewPasswordFields } from './new-password-fields';

// SPEC.md §9: after registering, the screen goes to /login after 8 s.
const redirectDelayMs = 8000;

async function celebrate() {
  const { default: confetti } = await import('canvas-confetti');
  // A canvas of its own, under the card (public-layout.tsx lifts the card above it): the confetti
  // falls around the message and never over it.
  const canvas = document.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  Object.assign(canvas.style, {
    position: 'fixed',
    inset: '0',
    width: '100%',
    height: '100%',
    zIndex: '0',
    pointerEvents: 'none',
  });
  document.body.append(canvas);
  // Drawn on the page's own thread: the library's default worker comes from a blob: URL, which the
  // portal's Content-Security-Policy (worker-src 'self') rightly refuses.
  const fire = confetti.create(canvas, { resize: true, useWorker: false, disableForReducedMotion: true });
  try {
    await fire({ particleCount: 140, spread: 80, origin: { y: 0.3 } });
  } finally {
    canvas.remove();
  }
}

export function RegisterForm() {
  const registration = useSubmitRequest(register);
  const error = useTimedMessage();
  const form = useForm({
    resolver: zodResolver(registerBody),
    defaultValues: {
      accountName: '',
      email: '',
      firstName: '',
      lastName: '',
      password: '',
      confirmPassword: '',
    },
  });
  const { errors } = form.formState;
  useRedirectAfter(registration.isSuccess, redirectDelayMs, paths.login.getHref());

  const onSubmit = form.handleSubmit(async (values) => {
    error.clear();
    try {
      await registration.submit(values);
      void celebrate();
    } catch (failure) {
      // A taken account name or e-mail goes under its field.
      const fields = ['accountName', 'email', 'password'] as const;
      if (!showRefusalInForm(failure, form.setError, fields, true))
        error.show(messageOf(failure, messages.internal));
    }
  });

  if (registration.isSuccess) {
    return (
      <>
        <AuthHeading title={messages.createAccount} />
        <Alert color="green" role="status">
          {messages.registerSuccess}
        </Alert>
      </>
    );
  }

  return (
    <>
      <AuthHeading
        title={messages.createAccount}
        description="Your account is where your team's pages live."
      />
      <form onSubmit={onSubmit} noValidate aria-label={messages.createAccount}>
        <Stack gap="md">
          {error.message && <Alert color="red">{error.message}</Alert>}
          <TextInput
            label="Account name"
            autoComplete="organization"
            required
            withAsterisk={false}
            error={errors.accountName?.message}
            {...form.register('accountName')}
          />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            withAsterisk={false}
            error={errors.email?.message}
            {...form.register('email')}
          />
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <TextInput
              label="First name"
              autoComplete="given-name"
              required
              withAsterisk={false}
              error={errors.firstName?.message}
              {...form.register('firstName')}
            />
            <TextInput
              label="Last name"
              autoComplete="family-name"
              required
              withAsterisk={false}
              error={errors.lastName?.message}
              {...form.register('lastName')}
            />
          </SimpleGrid>
          <NewPasswordFields register={form.register} errors={errors} />
          <Button type="submit" fullWidth loading={registration.isPending}>
            Register
          </Button>
          <Group justify="center" gap={4}>
            <Text size="sm">Already have an account?</Text>
            <PublicLink to={paths.login.getHref()} size="sm">
              Sign in
            </PublicLink>
          </Group>
        </Stack>
      </form>
    </>
  );
}
