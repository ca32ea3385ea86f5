import { zodResolver } from '@hookform/resolvers/zod';
import { Badge, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { messages, profileUpdateBody, type SessionUser } from '@portal/contracts';
import { useForm } from 'react-hook-form';
import { serverMessageFor } from '../../../lib/server-message';
import { showToast } from '../../../lib/toasts';
import { useUpdateProfile } from '../api/update-profile';

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** Names are the user's own; e-mail, roles and embedding are set by an admin in Users admin. */
export function ProfileForm({ user }: { user: SessionUser }) {
  const update = useUpdateProfile();
  const form = useForm({
    resolver: zodResolver(profileUpdateBody),
    defaultValues: { firstName: user.firstName, lastName: user.lastName },
  });
  const { errors, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      form.reset({ firstName: saved.firstName, lastName: saved.lastName });
      showToast(messages.profileUpdated, 'success');
    } catch (error) {
      showToast(serverMessageFor(error, [400], messages.errorUpdatingProfile), 'error');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Profile">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label="First name"
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...form.register('firstName')}
          />
          <TextInput
            label="Last name"
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...form.register('lastName')}
          />
        </SimpleGrid>
        <Detail label="Email">
          <Text>{user.email}</Text>
        </Detail>
        <Detail label="Roles">
          <Group gap={6}>
            {user.roles.map((role) => (
              <Badge key={role} size="sm" variant="light">
                {role}
              </Badge>
            ))}
          </Group>
        </Detail>
        <Detail label="Embedding in other sites">
          <Text>{user.settings.addons.embed === 1 ? 'Allowed' : 'Not allowed'}</Text>
        </Detail>
        <Text size="sm" c="dimmed">
          An administrator of your account changes your e-mail, roles and embedding in Users admin.
        </Text>
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending} disabled={!isDirty}>
            Save Profile
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
