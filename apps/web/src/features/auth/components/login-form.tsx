import { Anchor, Button, Divider, Group, Stack, Text, TextInput } from '@mantine/core';
import { emailPattern, messages } from '@portal/contracts';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { messageOf } from '../../../lib/api-client';
import { useLogin } from '../api/login';
import { useTimedMessage } from '../hooks/use-timed-message';
import { AuthHeading } from './auth-heading';

export function LoginForm() {
  const navigate = useNavigate();
  const login = useLogin();
  const error = useTimedMessage();
  // Plain field rules instead of the contracts' zod schema: Login is the most visited screen and zod
  // would be most of its script.
  const form = useForm({ defaultValues: { email: '', password: '' } });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    error.clear();
    try {
      await login.mutateAsync({ email: email.trim(), password });
    } catch (failure) {
      error.show(messageOf(failure, messages.loginInternalError));
    }
  });

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
            error={errors.email?.message}
            {...form.register('email', {
              required: messages.required,
              pattern: { value: emailPattern, message: messages.invalidEmail },
            })}
          />
          <TextInput
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            withAsterisk={false}
            error={errors.password?.message}
            {...form.register('password', { required: messages.required })}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to={paths.forgot.getHref()} size="sm">
              {messages.forgotPassword}
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={login.isPending}>
            Sign in
          </Button>
          <Divider label="New here?" labelPosition="center" />
          <Button
            type="button"
            variant="default"
            fullWidth
            onClick={() => navigate(paths.register.getHref())}
          >
            {messages.createAccount}
          </Button>
        </Stack>
      </form>
    </>
  );
}
