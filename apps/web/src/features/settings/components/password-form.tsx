import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { messages, passwordChangeBody } from '@portal/contracts';
import { useForm } from 'react-hook-form';
import { showRefusalInForm } from '../../../lib/field-errors';
import { serverMessageFor } from '../../../lib/server-message';
import { showToast } from '../../../lib/toasts';
import { useChangePassword } from '../api/change-password';

const empty = { currentPassword: '', password: '', confirmPassword: '' };
const fieldNames = ['currentPassword', 'password', 'confirmPassword'] as const;

export function PasswordForm() {
  const change = useChangePassword();
  const form = useForm({ resolver: zodResolver(passwordChangeBody), defaultValues: empty });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      form.reset(empty);
      showToast(messages.passwordChanged, 'success');
    } catch (error) {
      // A refusal of one field (a wrong current password) goes under it; other refusals are toasts.
      if (showRefusalInForm(error, form.setError, fieldNames, true)) return;
      showToast(serverMessageFor(error, [400, 429], messages.errorChangingPassword), 'error');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Password">
      <Stack gap="md">
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          // Mantine marks a PasswordInput's error with data-invalid only; assistive technology reads aria-invalid.
          aria-invalid={errors.currentPassword ? true : undefined}
          {...form.register('currentPassword')}
        />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          error={errors.password?.message}
          aria-invalid={errors.password ? true : undefined}
          {...form.register('password')}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          aria-invalid={errors.confirmPassword ? true : undefined}
          {...form.register('confirmPassword')}
        />
        <Text size="sm" c="dimmed">
          Your other devices are signed out; this one stays signed in.
        </Text>
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending}>
            Change Password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
