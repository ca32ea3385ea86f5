import { Alert, Group, Loader, Text } from '@mantine/core';
import { messages } from '@portal/contracts';
import { paths } from '../../../config/paths';
import { useActivateAccount } from '../api/activate-account';
import { useRedirectAfter } from '../hooks/use-redirect-after';
import { AuthHeading } from './auth-heading';

// SPEC.md §9: either outcome goes to /login after 5 s.
const redirectDelayMs = 5000;

export function ActivateAccount({ accountUuid }: { accountUuid: string }) {
  const activation = useActivateAccount(accountUuid);
  useRedirectAfter(!activation.isPending, redirectDelayMs, paths.login.getHref());

  return (
    <>
      <AuthHeading title="Account activation" />
      {activation.isPending && (
        <Group gap="sm" role="status">
          <Loader size="sm" color="brand.9" aria-hidden="true" />
          <Text>{messages.activating}</Text>
        </Group>
      )}
      {activation.isSuccess && (
        <Alert color="green" role="status">
          {messages.activated}
        </Alert>
      )}
      {activation.isError && <Alert color="red">{messages.activationFailed}</Alert>}
    </>
  );
}
