import { Alert, Group, Loader, Text } from '@mantine/core';
import { publicMessages as messages } from '@portal/contracts';
import { paths } from '../../../config/paths';
import { activateAccount } from '../api/activate-account';
import { useRedirectAfter } from '../hooks/use-redirect-after';
import { useOnceRequest } from '../hooks/use-request';
import { AuthHeading } from './auth-heading';

// SPEC.md §9: either outcome goes to /login after 5 s.
const redirectDelayMs = 5000;

export function ActivateAccount({ accountUuid }: { accountUuid: string }) {
  // The link is single use: it is sent once per page load, however often the screen mounts.
  const activation = useOnceRequest(`activate ${accountUuid}`, () => activateAccount(accountUuid));
  // The sign-in page opens with the activated address filled in (login-form.tsx).
  const email = activation.isSuccess ? activation.data?.email : undefined;
  useRedirectAfter(!activation.isPending, redirectDelayMs, paths.login.getHref(), email);

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
