import { Alert, CloseButton, Code, Group, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { messages } from '@portal/contracts';
import { useSignInTest } from '../api/get-sign-in-test';

/** What a test sign-in found: how the sign-in would end, and every claim the provider sent. */
export function SignInTestResult({ testId, onDismiss }: { testId: string; onDismiss: () => void }) {
  const result = useSignInTest(testId);
  if (result.isPending) return null;
  if (result.isError)
    return (
      <Alert
        color="gray"
        title={messages.testResultTitle}
        withCloseButton
        onClose={onDismiss}
        closeButtonLabel="Close"
      >
        {messages.testResultMissing}
      </Alert>
    );
  const { provider, outcome, claims } = result.data;
  const refused = outcome.kind === 'refused';
  return (
    <Stack gap="sm" component="section" aria-labelledby="sign-in-test-title" mb="xl">
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} fz="xl" id="sign-in-test-title">
          {messages.testResultTitle}: {provider.name}
        </Title>
        <CloseButton aria-label="Close the test result" onClick={onDismiss} />
      </Group>
      <Alert color={refused ? 'red' : 'green'} role="status">
        <Text size="sm" fw={500}>
          {outcome.message}
        </Text>
      </Alert>
      <Text fw={600} size="sm">
        {messages.testClaimsReceived}
      </Text>
      {claims.length === 0 ? (
        <Text size="sm" c="dimmed">
          {messages.testNoClaims}
        </Text>
      ) : (
        <ScrollArea type="auto">
          <Table striped withTableBorder aria-label={messages.testClaimsReceived}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Claim</Table.Th>
                <Table.Th scope="col">Value</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {claims.map((claim) => (
                <Table.Tr key={claim.name}>
                  <Table.Td>
                    <Code>{claim.name}</Code>
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{claim.value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </Stack>
  );
}
