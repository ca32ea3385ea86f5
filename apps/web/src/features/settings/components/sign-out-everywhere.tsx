import { Button, Stack, Text } from '@mantine/core';
import { messages } from '@portal/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/design/confirm-dialog';
import { messageOf } from '../../../lib/api-client';
import { useSignOutEverywhere } from '../../../lib/session';
import { showToast } from '../../../lib/toasts';

/** 'Sign out everywhere': every session of the person ends, this one too, and their data connections. */
export function SignOutEverywhere() {
  const signOutEverywhere = useSignOutEverywhere();
  const [asking, setAsking] = useState(false);
  const confirm = async () => {
    setAsking(false);
    try {
      await signOutEverywhere();
    } catch (error) {
      showToast(messageOf(error, messages.errorSigningOutEverywhere), 'error');
    }
  };
  return (
    <Stack gap="xs" mt="xl" component="section" aria-label={messages.signOutEverywhere}>
      <Text fz="sm">{messages.signOutEverywhereExplained}</Text>
      <Button variant="light" color="red" onClick={() => setAsking(true)} style={{ alignSelf: 'flex-start' }}>
        {messages.signOutEverywhere}
      </Button>
      <ConfirmDialog
        opened={asking}
        title={messages.signOutEverywhere}
        text={messages.signOutEverywhereQuestion}
        confirmLabel={messages.signOutEverywhere}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(false)}
      />
    </Stack>
  );
}
