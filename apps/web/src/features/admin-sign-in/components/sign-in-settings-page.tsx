import './sign-in-styles';
import { Button, Divider, Loader, Stack, Text, Title } from '@mantine/core';
import { type IdentityProvider, messages, ssoAddresses } from '@portal/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { useIdentityProviders } from '../api/get-identity-providers';
import { IdentityProviderCard } from './identity-provider-card';
import { IdentityProviderDialog } from './identity-provider-dialog';
import { ScimSection } from './scim-section';
import { SignInTestResult } from './sign-in-test-result';

type Editing = { provider: IdentityProvider | undefined } | undefined;

/** Settings ▸ Sign-in (DESIGN.md §4a): the account's identity providers, a test sign-in's result, SCIM. */
export function SignInSettingsPage() {
  const providers = useIdentityProviders();
  const [editing, setEditing] = useState<Editing>();
  const [search, setSearch] = useSearchParams();
  const testId = search.get(ssoAddresses.testParameter) ?? undefined;

  return (
    <>
      <PageHeader
        title={messages.signInSettingsTitle}
        subtitle={messages.signInSettingsSubtitle}
        actions={
          <Button onClick={() => setEditing({ provider: undefined })}>{messages.addIdentityProvider}</Button>
        }
      />
      <Stack gap="xl" maw={960}>
        {testId && <SignInTestResult testId={testId} onDismiss={() => setSearch({}, { replace: true })} />}
        <Stack gap="md" component="section" aria-labelledby="identity-providers-title">
          <Title order={2} fz="xl" id="identity-providers-title">
            {messages.identityProvidersTitle}
          </Title>
          {providers.isPending ? (
            <Loader size="sm" aria-label="Loading" />
          ) : providers.isError ? (
            <Text c="red.9" role="alert">
              {messages.errorLoadingIdentityProviders}
            </Text>
          ) : providers.data.length === 0 ? (
            <Text c="dimmed">{messages.noIdentityProviders}</Text>
          ) : (
            providers.data.map((provider) => (
              <IdentityProviderCard
                key={provider.uuid}
                provider={provider}
                onEdit={() => setEditing({ provider })}
              />
            ))
          )}
        </Stack>
        <Divider />
        <ScimSection />
      </Stack>
      <IdentityProviderDialog
        provider={editing?.provider}
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
      />
    </>
  );
}
