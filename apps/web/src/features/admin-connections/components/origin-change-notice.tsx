import { Alert, Stack, Text } from '@mantine/core';
import { messages } from '@portal/contracts';
import { TriangleAlert } from 'lucide-react';

interface OriginChangeNoticeProps {
  /** The server's stored password (and client secret) must be typed again to save. */
  credentials: boolean;
  /** Saving clears the secret values of the server's endpoints. */
  endpointSecrets: boolean;
  /** Saving drops the stored values of the server's fixed credential headers. */
  credentialHeaders?: boolean;
}

/** Said before saving: the new address is on another host, so the stored secrets do not follow it. */
export function OriginChangeNotice({
  credentials,
  endpointSecrets,
  credentialHeaders,
}: OriginChangeNoticeProps) {
  if (!credentials && !endpointSecrets && !credentialHeaders) return null;
  return (
    <Alert color="orange" variant="light" icon={<TriangleAlert size={18} aria-hidden="true" />} role="status">
      <Stack gap={4}>
        {credentials && <Text size="sm">{messages.secretsDropOnOriginChange}</Text>}
        {endpointSecrets && <Text size="sm">{messages.endpointSecretsDropOnOriginChange}</Text>}
        {credentialHeaders && <Text size="sm">{messages.credentialHeadersDropOnOriginChange}</Text>}
      </Stack>
    </Alert>
  );
}
