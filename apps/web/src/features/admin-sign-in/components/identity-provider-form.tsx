import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Fieldset,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  Switch,
  TagsInput,
  TextInput,
} from '@mantine/core';
import {
  type IdentityProvider,
  type IdentityProviderUpdateBody,
  identityProviderUpdateBody,
  messages,
} from '@portal/contracts';
import type { ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { showRefusalInForm } from '../../../lib/field-errors';
import { GroupMappingsField } from './group-mappings-field';

/** The form's values as the schema reads them; what it sends is IdentityProviderUpdateBody. */
export type ProviderFormValues = z.input<typeof identityProviderUpdateBody>;
type Form = ProviderFormValues;

/** What the form starts from: the provider as saved, or a new one's defaults. */
function startingValues(provider: IdentityProvider | undefined): Form {
  return {
    name: provider?.name ?? '',
    issuer: provider?.issuer ?? '',
    clientId: provider?.clientId ?? '',
    clientSecret: '',
    scopes: provider?.scopes ?? ['openid', 'email', 'profile'],
    emailDomains: provider?.emailDomains ?? [],
    claims: provider?.claims ?? {
      email: 'email',
      emailVerified: 'email_verified',
      name: 'name',
      groups: 'groups',
    },
    groupMappings: provider?.groupMappings ?? [],
    jit: provider?.jit ?? false,
    enforce: provider?.enforce ?? false,
  };
}

/** Every input a refusal of the server may name, by its path in the body. */
const refusable = [
  'name',
  'issuer',
  'clientId',
  'clientSecret',
  'scopes',
  'emailDomains',
  'claims',
  'groupMappings',
] as const;

export type ProviderFormProps = {
  provider: IdentityProvider | undefined;
  saving: boolean;
  /** Sends the values; a refusal it throws goes under its field, or to onRefused. */
  onSubmit: (values: IdentityProviderUpdateBody) => Promise<void>;
  onRefused: (failure: unknown) => void;
  onCancel: () => void;
  /** Shown left of Cancel and Save, e.g. Delete. */
  extraAction?: ReactNode;
};

/** An identity provider's settings (DESIGN.md §4a); its client secret is write-only. */
export function IdentityProviderForm({
  provider,
  saving,
  onSubmit,
  onRefused,
  onCancel,
  extraAction,
}: ProviderFormProps) {
  const form = useForm<Form, unknown, IdentityProviderUpdateBody>({
    resolver: zodResolver(identityProviderUpdateBody),
    defaultValues: startingValues(provider),
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    if (!provider && !values.clientSecret) {
      form.setError(
        'clientSecret',
        { message: messages.providerClientSecretRequired },
        { shouldFocus: true },
      );
      return;
    }
    try {
      await onSubmit(values);
    } catch (failure) {
      if (!showRefusalInForm(failure, form.setError, [...refusable], true)) onRefused(failure);
    }
  });
  const listError = (field: 'scopes' | 'emailDomains') => {
    const error = errors[field] as { message?: string; [index: number]: { message?: string } } | undefined;
    return error?.message ?? Object.values(error ?? {}).find((entry) => typeof entry === 'object')?.message;
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={provider ? messages.editIdentityProvider : messages.addIdentityProvider}
    >
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={messages.providerName}
            error={errors.name?.message}
            data-autofocus
            {...form.register('name')}
          />
          <TextInput
            label={messages.providerIssuer}
            description={messages.providerIssuerHint}
            placeholder="https://login.example.com"
            error={errors.issuer?.message}
            {...form.register('issuer')}
          />
          <TextInput
            label={messages.providerClientId}
            error={errors.clientId?.message}
            {...form.register('clientId')}
          />
          <PasswordInput
            label={messages.providerClientSecret}
            placeholder={provider?.clientSecretSet ? messages.providerClientSecretKept : undefined}
            autoComplete="new-password"
            error={errors.clientSecret?.message}
            {...form.register('clientSecret')}
          />
        </SimpleGrid>
        <Controller
          control={form.control}
          name="emailDomains"
          render={({ field }) => (
            <TagsInput
              label={messages.providerDomains}
              description={messages.providerDomainsHint}
              placeholder="example.com"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              splitChars={[',', ' ']}
              acceptValueOnBlur
              error={listError('emailDomains')}
            />
          )}
        />
        <Controller
          control={form.control}
          name="scopes"
          render={({ field }) => (
            <TagsInput
              label={messages.providerScopes}
              description={messages.providerScopesHint}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              splitChars={[',', ' ']}
              acceptValueOnBlur
              error={listError('scopes')}
            />
          )}
        />
        <Fieldset legend={messages.providerClaimsTitle} variant="filled" radius="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={messages.claimEmail}
              error={errors.claims?.email?.message}
              {...form.register('claims.email')}
            />
            <TextInput
              label={messages.claimEmailVerified}
              error={errors.claims?.emailVerified?.message}
              {...form.register('claims.emailVerified')}
            />
            <TextInput
              label={messages.claimName}
              error={errors.claims?.name?.message}
              {...form.register('claims.name')}
            />
            <TextInput
              label={messages.claimGroups}
              error={errors.claims?.groups?.message}
              {...form.register('claims.groups')}
            />
          </SimpleGrid>
        </Fieldset>
        <GroupMappingsField control={form.control} register={form.register} errors={errors} />
        <Stack gap="sm">
          <Switch
            label={messages.providerJit}
            description={messages.providerJitHint}
            {...form.register('jit')}
          />
          <Switch
            label={messages.providerEnforce}
            description={messages.providerEnforceHint}
            {...form.register('enforce')}
          />
        </Stack>
        <Group justify="space-between" gap="sm">
          <div>{extraAction}</div>
          <Group gap="sm">
            <Button variant="default" onClick={onCancel}>
              {messages.cancel}
            </Button>
            <Button type="submit" loading={saving}>
              {messages.saveIdentityProvider}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
