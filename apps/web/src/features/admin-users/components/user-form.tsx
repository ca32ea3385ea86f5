import { Button, Group, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { messages, type User } from '@portal/contracts';
import { Controller, type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { isNewUser, toFormValues, type UserFormValues } from '../utils/user-draft';
import { validateUserForm } from '../utils/validate-user-form';
import { GroupPicker } from './group-picker';
import { RoleSwitches } from './role-switches';

const resolver: Resolver<UserFormValues> = async (values) => {
  const errors = Object.entries(validateUserForm(values)).map(([field, message]) => [
    field,
    { type: 'validation', message },
  ]);
  if (errors.length === 0) return { values, errors: {} };
  return { values: {}, errors: Object.fromEntries(errors) as FieldErrors<UserFormValues> };
};

interface UserFormProps {
  user: User;
  /** The signed-in admin editing their own user: they may not deactivate themselves or drop admin. */
  isSelf: boolean;
  isSaving: boolean;
  /** Saves; answers the errors the server found in particular fields. */
  onSubmit: (values: UserFormValues) => Promise<Partial<Record<keyof UserFormValues, string>>>;
  onCancel: () => void;
}

export function UserForm({ user, isSelf, isSaving, onSubmit, onCancel }: UserFormProps) {
  const isNew = isNewUser(user);
  const form = useForm<UserFormValues>({ resolver, defaultValues: toFormValues(user) });
  const { errors } = form.formState;

  return (
    <form
      onSubmit={form.handleSubmit(async (values) => {
        const refused = await onSubmit(values);
        for (const [field, message] of Object.entries(refused)) {
          if (message) form.setError(field as keyof UserFormValues, { type: 'server', message });
        }
      })}
      noValidate
      aria-label={isNew ? messages.createNewUser : 'Edit user'}
    >
      <Stack gap="md">
        <Controller
          control={form.control}
          name="active"
          render={({ field }) => (
            <Switch
              label="Active"
              aria-label="Active"
              description={isSelf ? messages.cannotDeactivateSelf : 'An inactive user cannot sign in.'}
              checked={field.value}
              disabled={isSelf}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput label="First name" error={errors.firstName?.message} {...form.register('firstName')} />
          <TextInput label="Last name" error={errors.lastName?.message} {...form.register('lastName')} />
        </SimpleGrid>
        <TextInput
          label="Email"
          type="email"
          disabled={!isNew}
          description={
            isNew
              ? 'The new user gets an e-mail with a link to choose a password.'
              : messages.emailCannotChange
          }
          error={errors.email?.message}
          {...form.register('email')}
        />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <TextInput label="Custom 1" {...form.register('custom1')} />
          <TextInput label="Custom 2" {...form.register('custom2')} />
          <TextInput label="Custom 3" {...form.register('custom3')} />
        </SimpleGrid>
        <Controller
          control={form.control}
          name="roles"
          render={({ field }) => (
            <RoleSwitches
              value={field.value}
              onChange={field.onChange}
              error={errors.roles?.message}
              lockAdmin={isSelf}
            />
          )}
        />
        {isNew && (
          <Controller
            control={form.control}
            name="groupUuids"
            render={({ field }) => <GroupPicker value={field.value} onChange={field.onChange} />}
          />
        )}
        <Controller
          control={form.control}
          name="embed"
          render={({ field }) => (
            <Switch
              label="Allow embedding"
              aria-label="Allow embedding"
              description="The portal may open inside a frame of another site for this user."
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
        {errors.embed?.message && (
          <Text size="sm" c="red.9">
            {errors.embed.message}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={isSaving}>
            {isNew ? messages.createUser : messages.updateUser}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
