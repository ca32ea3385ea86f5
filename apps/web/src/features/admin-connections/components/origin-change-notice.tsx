import { Alert } from '@mantine/core';
import { messages } from '@portal/contracts';
import { TriangleAlert } from 'lucide-react';

/** Said before saving: the new address is on another host, so the stored secrets must be typed again. */
export function OriginChangeNotice() {
  return (
    <Alert color="orange" variant="light" icon={<TriangleAlert size={18} aria-hidden="true" />} role="status">
      {messages.secretsDropOnOriginChange}
    </Alert>
  );
}
