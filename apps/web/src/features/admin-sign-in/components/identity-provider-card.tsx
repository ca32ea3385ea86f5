import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { type IdentityProvider, messages } from '@portal/contracts';
import { testSignInAddress } from '../api/get-sign-in-test';
import { CopyField } from './copy-field';

/** One provider: what it signs in, the two addresses to give it, and 'Test sign-in'. */
export function IdentityProviderCard({
  provider,
  onEdit,
}: {
  provider: IdentityProvider;
  onEdit: () => void;
}) {
  const headingId = `provider-${provider.uuid}`;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} style={{ flex: '1 1 14rem', minWidth: 0 }}>
            <Title order={3} fz="lg" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              {provider.name}
            </Title>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {provider.issuer}
            </Text>
          </Stack>
          <Group gap="sm">
            <Button
              variant="default"
              onClick={onEdit}
              aria-label={`${messages.editIdentityProvider} ${provider.name}`}
            >
              Edit
            </Button>
            <Button
              component="a"
              href={testSignInAddress(provider.uuid)}
              title={messages.testSignInHint}
              aria-label={`${messages.testSignIn} ${provider.name}`}
            >
              {messages.testSignIn}
            </Button>
          </Group>
        </Group>
        <Group gap="xs">
          {provider.emailDomains.map((domain) => (
            <Badge key={domain} variant="light" tt="none">
              {domain}
            </Badge>
          ))}
          {provider.jit && (
            <Badge variant="outline" color="gray" tt="none">
              {messages.providerJit}
            </Badge>
          )}
          {provider.enforce && (
            <Badge variant="filled" color="orange.9" tt="none">
              {messages.providerEnforce}
            </Badge>
          )}
          {provider.groupMappings.length > 0 && (
            <Badge variant="outline" color="gray" tt="none">
              {provider.groupMappings.length === 1
                ? '1 group mapping'
                : `${provider.groupMappings.length} group mappings`}
            </Badge>
          )}
        </Group>
        <CopyField
          label={messages.redirectUri}
          description={messages.redirectUriHint}
          value={provider.redirectUri}
        />
        <CopyField
          label={messages.initiateLoginUri}
          description={messages.initiateLoginUriHint}
          value={provider.initiateLoginUri}
        />
      </Stack>
    </Card>
  );
}
